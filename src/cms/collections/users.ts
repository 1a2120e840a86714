import { APIError, type CollectionBeforeOperationHook, type CollectionConfig, type PayloadRequest } from "payload";
import { env } from "@/config/env";
import { adminField, hasRole, isAdmin, roles } from "../access";
import { clearOnUnlock, countFailedSignIn, limitSignIns, rememberSignIn } from "../auth/login-limits";
import { contentLanguageAtSignIn } from "../auth/content-language";
import { weakPassword } from "../auth/password";
import { refuseFields } from "../fields/errors";

/** Context flag of `npm run admin:create`, the only way to make an account when there is none. */
export const ADMIN_CREATE_CONTEXT = "adminCreate";

const roleLabels = {
  admin: { en: "Admin: users and settings", ar: "مسؤول: المستخدمون والإعدادات" },
  editor: { en: "Editor: content and images", ar: "محرر: المحتوى والصور" },
  sales: { en: "Sales: leads", ar: "المبيعات: الطلبات الواردة" },
} as const;

function refuseWeak(req: PayloadRequest, password: string, email: string): void {
  const problem = weakPassword(password, email.split(/[@.]/));
  if (problem) {
    const language = req.i18n?.language === "ar" ? "ar" : "en";
    refuseFields(req, [
      { path: "password", label: language === "ar" ? "كلمة المرور" : "Password", message: problem[language] },
    ]);
  }
}

/** A password set through a reset link meets the same rule as one set in the admin (the reset skips validation). */
const refuseWeakReset: CollectionBeforeOperationHook = async ({ operation, args, req }) => {
  if (operation !== "resetPassword") return args;
  const { password, token } = ((args as { data?: { password?: unknown; token?: unknown } }).data ?? {}) as {
    password?: unknown;
    token?: unknown;
  };
  if (typeof password !== "string" || typeof token !== "string") return args;
  const owner = await req.payload.db.findOne<{ id: number; email?: string }>({
    collection: "users",
    req,
    where: { resetPasswordToken: { equals: token } },
  });
  refuseWeak(req, password, owner?.email ?? "");
  return args;
};

/**
 * Whether the account read is the reader's own. Payload names it by `doc` when it reads an account, but only by `id`
 * (the address's, a string) when it builds the admin's form (3.90.1): the e-mail's read rule, given `doc` alone,
 * left a colleague's own account page without its address, so changing the password asked them to type it in again
 * (and showed the field a second time, empty).
 */
export const isOwnAccount = (user: { id?: unknown } | null | undefined, id: unknown): boolean =>
  user?.id != null && id != null && String(id) === String(user.id);

/** "mona.hassan@example.org" → "mona.hassan": the name of an account made without one. */
export const nameFromEmail = (email: unknown): string | undefined =>
  typeof email === "string" && email.includes("@") ? email.slice(0, email.indexOf("@")) : undefined;

export const Users: CollectionConfig = {
  slug: "users",
  labels: {
    singular: { en: "Staff account", ar: "حساب موظف" },
    plural: { en: "Staff accounts", ar: "حسابات الموظفين" },
  },
  admin: {
    // Named by name wherever an account is chosen or shown (a lead's owner, its history): a salesperson does not
    // see colleagues' addresses, and a name reads better than one.
    useAsTitle: "name",
    defaultColumns: ["name", "email", "roles"],
    group: { en: "Administration", ar: "الإدارة" },
    // Staff accounts are the admins' to manage; everyone reaches their own under "Account".
    hidden: ({ user }) => !hasRole(user as { roles?: unknown }, "admin"),
  },
  auth: {
    // Payload's lockout is off: five anonymous wrong guesses at a known address locked that account, again and
    // again, and only real accounts ever answered "locked". The site's limits take its place
    // (src/cms/auth/login-limits.ts: per address, per account, per account and known address; 429).
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    cookies: { sameSite: "Lax", secure: env().SITE_URL.startsWith("https://") },
    // Payload's own "one request per 15 s" for a reset writes outside the reset's transaction, which on SQLite
    // waits for that transaction (a 500 on every call before, a 503 now). Resets are limited per client
    // address and per account by the site's limiter instead (src/cms/auth/limits.ts).
    forgotPassword: { minRequestInterval: 0 },
  },
  access: {
    create: isAdmin,
    // Everyone sees and edits only their own account; admins see and manage all. Sales staff also see the
    // accounts that may own a lead (sales and admins), so they can hand a lead to a colleague.
    read: ({ req }) => {
      if (hasRole(req.user, "admin")) return true;
      if (!req.user) return false;
      const own = { id: { equals: req.user.id } };
      return hasRole(req.user, "sales") ? { or: [own, { roles: { in: ["admin", "sales"] } }] } : own;
    },
    update: ({ req }) => (hasRole(req.user, "admin") ? true : req.user ? { id: { equals: req.user.id } } : false),
    delete: isAdmin,
    // Lifting a lockout is an admin's decision: by default any signed-in account could unlock any other, so a
    // salesperson could keep guessing an admin's password (GHSA-jg8r-5jh2-v2xj).
    unlock: isAdmin,
    admin: ({ req }) => Boolean(req.user),
  },
  hooks: {
    beforeOperation: [
      limitSignIns,
      // An admin's unlock clears the account's sign-in limit (access.unlock refuses everyone else after this).
      (hook) => (hasRole(hook.req.user, "admin") ? clearOnUnlock(hook) : hook.args),
      refuseWeakReset,
      ({ operation, req, context }) => {
        // No account is made from the web without an admin signed in: not even the first (no default account,
        // no "create first user" screen open to whoever finds /admin first). `npm run admin:create` makes it.
        if (operation === "create" && !req.user && !context[ADMIN_CREATE_CONTEXT]) {
          throw new APIError(
            "Accounts are created by an administrator. The first one: npm run admin:create -- --email … --password …",
            403,
          );
        }
      },
    ],
    afterLogin: [rememberSignIn, contentLanguageAtSignIn],
    afterError: [countFailedSignIn],
    beforeValidate: [
      ({ data, req }) => {
        const password = (data as { password?: unknown } | undefined)?.password;
        if (typeof password !== "string" || password === "") return data;
        const email = String((data as { email?: unknown }).email ?? req.user?.email ?? "");
        refuseWeak(req, password, email);
        return data;
      },
    ],
  },
  fields: [
    {
      // Payload's own e-mail field, with its rules; who may read it is narrowed here: a salesperson sees the
      // names of colleagues it may hand a lead to, not their addresses.
      name: "email",
      type: "email",
      // Named in the admin's language (without a label of its own Payload names the list's column "Email").
      label: { en: "Email", ar: "البريد الإلكتروني" },
      access: { read: ({ req, doc, id }) => hasRole(req.user, "admin") || isOwnAccount(req.user, doc?.id ?? id) },
    },
    {
      name: "name",
      type: "text",
      label: { en: "Name", ar: "الاسم" },
      // The name a lead's notes and history show: set by admins, so nobody signs a note as someone else.
      access: { create: adminField, update: adminField },
      hooks: {
        // Every account has a name: one made without gets the first part of its address, until an admin names it.
        beforeChange: [
          ({ value, siblingData, operation }) =>
            operation === "create" && !value ? nameFromEmail(siblingData.email) : value,
        ],
      },
      admin: {
        description: {
          en: "Shown on the notes and changes this person makes in the lead desk. Only admins change it.",
          ar: "يظهر على الملاحظات والتغييرات التي يسجّلها هذا الشخص في الطلبات الواردة. يغيّره المسؤولون فقط.",
        },
      },
    },
    {
      name: "roles",
      type: "select",
      hasMany: true,
      required: true,
      defaultValue: ["editor"],
      saveToJWT: true,
      label: { en: "Roles", ar: "الأدوار" },
      options: roles.map((value) => ({ value, label: roleLabels[value] })),
      access: { create: adminField, update: adminField },
    },
    // The columns of Payload's lockout, kept as they were (its lockout is off, see `auth`): an account locked
    // before stays locked until its time is up, and the schema needs no migration.
    {
      name: "loginAttempts",
      type: "number",
      defaultValue: 0,
      hidden: true,
      access: { create: () => false, update: () => false },
    },
    { name: "lockUntil", type: "date", hidden: true, access: { create: () => false, update: () => false } },
  ],
};

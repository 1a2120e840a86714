import { APIError, ValidationError, type CollectionConfig } from "payload";
import { env } from "@/config/env";
import { adminField, hasRole, isAdmin, roles } from "../access";
import { weakPassword } from "../auth/password";

/** Context flag of `npm run admin:create`, the only way to make an account when there is none. */
export const ADMIN_CREATE_CONTEXT = "adminCreate";

const roleLabels = {
  admin: { en: "Admin: users and settings", ar: "مسؤول: المستخدمون والإعدادات" },
  editor: { en: "Editor: content and images", ar: "محرر: المحتوى والصور" },
  sales: { en: "Sales: leads", ar: "المبيعات: الطلبات الواردة" },
} as const;

export const Users: CollectionConfig = {
  slug: "users",
  labels: {
    singular: { en: "Staff account", ar: "حساب موظف" },
    plural: { en: "Staff accounts", ar: "حسابات الموظفين" },
  },
  admin: {
    useAsTitle: "email",
    defaultColumns: ["email", "name", "roles"],
    group: { en: "Administration", ar: "الإدارة" },
  },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    cookies: { sameSite: "Lax", secure: env().SITE_URL.startsWith("https://") },
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
    admin: ({ req }) => Boolean(req.user),
  },
  hooks: {
    beforeOperation: [
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
    beforeValidate: [
      ({ data, req }) => {
        const password = (data as { password?: unknown } | undefined)?.password;
        if (typeof password !== "string" || password === "") return data;
        const email = String((data as { email?: unknown }).email ?? req.user?.email ?? "");
        const problem = weakPassword(password, email.split(/[@.]/));
        if (problem) {
          const language = req.i18n?.language === "ar" ? "ar" : "en";
          throw new ValidationError({ errors: [{ path: "password", message: problem[language] }] });
        }
        return data;
      },
    ],
  },
  fields: [
    { name: "name", type: "text", label: { en: "Name", ar: "الاسم" } },
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
  ],
};

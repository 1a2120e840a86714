import { cefrBands } from "@/lib/level-test";
import type { LeadKind } from "@/domain/leads/types";
import { teamSizes } from "@/schemas/corporate";
import type { Access, CollectionBeforeChangeHook, CollectionConfig, Field, FieldAccess } from "payload";
import { hasRole, isSales, staffName, userOf } from "../access";
import type { Label } from "../fields";
import type { TrainingInterest } from "@/schemas/contact-values";
import { areaNames } from "@/content/schema";
import { statusLabels } from "../leads/history";
import { refuseFields } from "../fields/errors";
import { leadsCsvEndpoint, leadSearchFields, subscribersCsvEndpoint } from "../leads/csv";

/** The desk's collection: one document per stored lead, written by the outbox's mirror delivery only. */
export const LEADS_SLUG = "leads";
/** Context flag of the retention job: it empties notes, which the desk otherwise never lets go of. */
export const RETENTION_CONTEXT = "leadRetention";

export { leadStatuses, statusLabels, type LeadStatus } from "../leads/history";

export const kindLabels: Record<LeadKind, Label> = {
  contact: { en: "Contact form", ar: "نموذج التواصل" },
  plan: { en: "Learning plan", ar: "خطة تدريبية" },
  newsletter: { en: "Newsletter", ar: "النشرة البريدية" },
  seat: { en: "Seat request", ar: "طلب حجز مقعد" },
  interest: { en: "Interest list", ar: "قائمة المهتمين" },
  "level-test": { en: "English level test", ar: "اختبار مستوى الإنجليزية" },
  corporate: { en: "Corporate request", ar: "طلب تدريب شركة" },
};

const corporateOnly = { condition: (data: Record<string, unknown>) => data.kind === "corporate" };

/** Nobody makes a lead in the admin or through the API: the mirror writes them with overrideAccess. */
const nobody: Access = () => false;
/** Fields copied from the lead store: read-only for everyone but the mirror. */
const mirrored: FieldAccess = () => false;

const readOnly = (field: Field): Field =>
  ({
    ...field,
    access: { create: mirrored, update: mirrored },
    admin: { ...(field as { admin?: object }).admin, readOnly: true },
  }) as Field;

const idOf = (value: unknown): string | null => {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "object") return idOf((value as { id?: unknown }).id);
  return String(value);
};

const accountId = (value: unknown): number | null => {
  const id = idOf(value);
  return id === null ? null : Number(id);
};

type Account = string | number | { id: string | number } | null;
type Note = {
  id?: string | null;
  text?: string | null;
  author?: string | null;
  authorAccount?: Account;
  at?: string | null;
};
type HistoryRow = {
  field: "status" | "owner";
  from?: string | null;
  to?: string | null;
  by: string;
  byAccount?: Account;
  at: string;
};

/**
 * The server writes who and when: a note keeps the text, author and time it was first saved with (a browser
 * cannot set, change or remove them), and each change of status or owner is appended to the history.
 */
export const keepNotesAndHistory: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req, context }) => {
  if (operation !== "update" || context[RETENTION_CONTEXT]) return data;
  const now = new Date().toISOString();
  // Who did it, as the desk shows it (kept if the account goes).
  const by = staffName(req) ?? "system";
  // The account itself, besides the name shown (names are set by admins: src/cms/collections/users.ts).
  const account = accountId(userOf(req)?.id);
  // Saved notes stay as they were saved (text, author, time); new ones follow. Removing one is refused, on the
  // notes, rather than answered "saved" with the note back on the next load.
  const saved = (originalDoc?.notes ?? []) as Note[];
  if (Array.isArray(data.notes)) {
    const sent = new Set((data.notes as Note[]).map((note) => note.id));
    if (saved.some((note) => !sent.has(note.id))) {
      const ar = req.i18n?.language === "ar";
      refuseFields(req, [
        {
          path: "notes",
          label: ar ? "الملاحظات" : "Notes",
          message: ar
            ? "لا يمكن حذف ملاحظة محفوظة: تبقى كل ملاحظة كما كُتبت. لتصحيحها أضف ملاحظة جديدة."
            : "A saved note cannot be removed: every note stays as it was written. To correct one, add a new note.",
        },
      ]);
    }
    const ids = new Set(saved.map((note) => note.id));
    const added = (data.notes as Note[]).filter((note) => !note.id || !ids.has(note.id));
    data.notes = [...saved, ...added.map((note) => ({ ...note, author: by, authorAccount: account, at: now }))];
  }
  const history: HistoryRow[] = [...((originalDoc?.history ?? []) as HistoryRow[])].map(
    ({ field, from, to, by: who, byAccount, at }) => ({
      field,
      from,
      to,
      by: who,
      byAccount: accountId(byAccount),
      at,
    }),
  );
  for (const field of ["status", "owner"] as const) {
    if (!(field in data)) continue;
    const from = idOf(originalDoc?.[field]);
    const to = idOf(data[field]);
    if (from !== to) history.push({ field, from, to, by, byAccount: account, at: now });
  }
  data.history = history;
  return data;
};

/** Shown only when the lead has it (a contact message has no plan, a newsletter sign-up no message). */
const whenFilled =
  (name: string) =>
  (data: Record<string, unknown>): boolean => {
    const value = data[name];
    if (Array.isArray(value)) return value.length > 0;
    if (value && typeof value === "object")
      return Object.values(value).some((v) => v !== null && v !== "" && v !== undefined);
    return value !== null && value !== undefined && value !== "";
  };

/** The contact form's areas (src/schemas/contact-values.ts), named as the form names them. */
export const interestLabels: Record<TrainingInterest, Label> = {
  ...areaNames,
  corporate: { en: "Corporate Training", ar: "تدريب الشركات" },
  other: { en: "Other", ar: "مجال آخر" },
};

/** Text people typed in either language: laid out in its own direction (src/app/(payload)/custom.css). */
const VISITOR_TEXT = "lead-visitor-text";

/** The site's two languages, as a lead's language and a consent's are chosen. */
const languageOptions = [
  { value: "en", label: { en: "English", ar: "الإنجليزية" } },
  { value: "ar", label: { en: "Arabic", ar: "العربية" } },
];

const textField = (name: string, en: string, ar: string): Field => ({ name, type: "text", label: { en, ar } });

/** "From" and "to" of a history row: kept raw, shown as a status label or an owner's name. */
const historyValue = (name: string, en: string, ar: string): Field => ({
  name,
  type: "text",
  label: { en, ar },
  admin: { components: { Field: "/cms/admin/history-value-field#HistoryValueField" } },
});

const optionsOf = <T extends string>(labels: Record<T, Label>) =>
  (Object.keys(labels) as T[]).map((value) => ({ value, label: labels[value] }));

export const Leads: CollectionConfig = {
  slug: LEADS_SLUG,
  labels: {
    singular: { en: "Lead", ar: "طلب وارد" },
    plural: { en: "Leads", ar: "الطلبات الواردة" },
  },
  admin: {
    useAsTitle: "title",
    group: { en: "Sales", ar: "المبيعات" },
    defaultColumns: ["title", "kind", "status", "owner", "receivedAt", "locale", "followUpAt"],
    listSearchableFields: [...leadSearchFields],
    components: { beforeListTable: ["/cms/admin/lead-export-button#LeadExportButton"] },
    description: {
      en: "Every lead the site has stored, newest first. Set the status and the owner, add notes, and reply in the lead's language.",
      ar: "كل طلب وارد حفظه الموقع، الأحدث أولًا. حدِّد الحالة والمسؤول، وأضف ملاحظات، وردّ بلغة صاحب الطلب.",
    },
  },
  defaultSort: "-receivedAt",
  access: {
    read: isSales,
    update: isSales,
    create: nobody,
    delete: ({ req }) => hasRole(req.user, "admin"),
    admin: ({ req }) => hasRole(req.user, "admin", "sales"),
  },
  hooks: { beforeChange: [keepNotesAndHistory] },
  endpoints: [leadsCsvEndpoint, subscribersCsvEndpoint],
  fields: [
    {
      type: "row",
      fields: [
        readOnly({
          name: "ref",
          type: "text",
          required: true,
          unique: true,
          index: true,
          label: { en: "Reference", ar: "الرقم المرجعي" },
        }),
        readOnly({
          name: "kind",
          type: "select",
          required: true,
          options: optionsOf(kindLabels),
          label: { en: "Kind", ar: "النوع" },
        }),
        readOnly({
          name: "receivedAt",
          type: "date",
          required: true,
          index: true,
          label: { en: "Received", ar: "تاريخ الوصول" },
          admin: { date: { pickerAppearance: "dayAndTime" } },
        }),
      ],
    },
    // Shown as the document's title in the list and the breadcrumbs: "C-7K3M9QXA · Mona Adel".
    {
      name: "title",
      type: "text",
      label: { en: "Lead", ar: "الطلب" },
      access: { create: mirrored, update: mirrored },
      admin: { hidden: true },
    },
    {
      type: "row",
      fields: [
        {
          name: "status",
          type: "select",
          required: true,
          defaultValue: "new",
          index: true,
          options: optionsOf(statusLabels),
          label: { en: "Status", ar: "الحالة" },
        },
        {
          name: "owner",
          type: "relationship",
          relationTo: "users",
          label: { en: "Owner", ar: "المسؤول" },
          filterOptions: { roles: { in: ["admin", "sales"] } },
        },
        {
          name: "followUpAt",
          type: "date",
          label: { en: "Follow up on", ar: "موعد المتابعة" },
          admin: { date: { pickerAppearance: "dayAndTime" } },
        },
      ],
    },
    {
      name: "reply",
      type: "ui",
      label: { en: "Reply", ar: "الرد" },
      admin: { components: { Field: "/cms/admin/lead-reply-field#LeadReplyField" } },
    },
    {
      type: "row",
      fields: [
        readOnly({
          name: "name",
          type: "text",
          label: { en: "Name", ar: "الاسم" },
          admin: { className: VISITOR_TEXT },
        }),
        readOnly({
          name: "email",
          type: "email",
          required: true,
          index: true,
          label: { en: "E-mail", ar: "البريد الإلكتروني" },
        }),
        readOnly({ name: "phone", type: "text", label: { en: "Phone", ar: "الهاتف" } }),
        readOnly({
          name: "locale",
          type: "select",
          required: true,
          options: languageOptions,
          label: { en: "Language", ar: "اللغة" },
        }),
      ],
    },
    readOnly({
      name: "trainingInterest",
      type: "select",
      options: optionsOf(interestLabels),
      label: { en: "Training interest", ar: "مجال التدريب" },
      admin: { condition: whenFilled("trainingInterest") },
    }),
    readOnly({
      name: "message",
      type: "textarea",
      label: { en: "Message", ar: "الرسالة" },
      admin: { rows: 6, condition: whenFilled("message"), className: VISITOR_TEXT },
    }),
    readOnly({
      name: "courses",
      type: "array",
      label: { en: "Ordered plan", ar: "الخطة بالترتيب" },
      labels: { singular: { en: "Course", ar: "دورة" }, plural: { en: "Courses", ar: "الدورات" } },
      // A plan's courses; a seat or interest request keeps its course here too (for search by course), but
      // shows it as the requested class below, not as a plan.
      admin: { condition: (data: Record<string, unknown>) => data.kind === "plan" && whenFilled("courses")(data) },
      fields: [
        { name: "course", type: "text", label: { en: "Course id", ar: "معرّف الدورة" } },
        { name: "title", type: "text", label: { en: "Course", ar: "الدورة" } },
      ],
    }),
    readOnly({
      name: "offering",
      type: "text",
      label: { en: "Requested class or course", ar: "الدورة أو الموعد المطلوب" },
      admin: {
        condition: whenFilled("offering"),
        description: {
          en: "A seat request: the course and the start date of the intake; an interest list: the course; a level test: the General English stage to start at.",
          ar: "طلب حجز مقعد: الدورة وتاريخ بدء الموعد؛ قائمة المهتمين: الدورة؛ اختبار المستوى: مرحلة الإنجليزية العامة المقترح البدء بها.",
        },
      },
    }),
    readOnly({
      name: "testLevel",
      type: "select",
      index: true,
      label: { en: "Level test result", ar: "نتيجة اختبار المستوى" },
      options: ["pre-A1", ...cefrBands].map((value) => ({ label: value, value })),
      admin: { condition: (data: Record<string, unknown>) => data.kind === "level-test" },
    }),
    {
      type: "collapsible",
      label: { en: "The company's request", ar: "طلب الشركة" },
      admin: corporateOnly,
      fields: [
        {
          type: "row",
          fields: [
            readOnly({ name: "company", type: "text", index: true, label: { en: "Company", ar: "الشركة" } }),
            readOnly({ name: "role", type: "text", label: { en: "Job title", ar: "المسمى الوظيفي" } }),
          ],
        },
        {
          type: "row",
          fields: [
            readOnly({
              name: "teamSize",
              type: "select",
              label: { en: "People to train", ar: "عدد المتدربين" },
              options: teamSizes.map((value) => ({ label: value, value })),
            }),
            readOnly({
              name: "delivery",
              type: "select",
              label: { en: "Where", ar: "مكان التدريب" },
              options: [
                { value: "centre", label: { en: "At the centre", ar: "في المركز" } },
                { value: "online", label: { en: "Online", ar: "عبر الإنترنت" } },
                { value: "company", label: { en: "At the company", ar: "في مقر الشركة" } },
              ],
            }),
          ],
        },
        readOnly({
          name: "areas",
          type: "select",
          hasMany: true,
          label: { en: "Areas", ar: "المجالات" },
          options: [
            { value: "it", label: { en: "IT and AI", ar: "تكنولوجيا المعلومات والذكاء الاصطناعي" } },
            { value: "english", label: { en: "English", ar: "اللغة الإنجليزية" } },
            { value: "business", label: { en: "Business and management", ar: "الإدارة والأعمال" } },
          ],
        }),
        readOnly({
          name: "months",
          type: "text",
          label: { en: "Preferred start (months)", ar: "موعد البدء المفضل (الأشهر)" },
        }),
      ],
    },
    readOnly({
      name: "testSummary",
      type: "text",
      label: { en: "Right answers per level", ar: "الإجابات الصحيحة في كل مستوى" },
      admin: { condition: (data: Record<string, unknown>) => data.kind === "level-test" },
    }),
    {
      type: "row",
      admin: { condition: (data: Record<string, unknown>) => data.kind === "newsletter" },
      fields: [
        readOnly({
          name: "confirmedAt",
          type: "date",
          index: true,
          label: { en: "Subscription confirmed", ar: "تاريخ تأكيد الاشتراك" },
          admin: {
            date: { pickerAppearance: "dayAndTime" },
            description: {
              en: "When the subscriber opened the confirmation link sent to this address. Only confirmed addresses are in the subscribers' CSV.",
              ar: "وقت فتح المشترك رابط التأكيد المرسل إلى هذا العنوان. لا يضم ملف المشتركين (CSV) إلا العناوين المؤكَّدة.",
            },
          },
        }),
        readOnly({
          name: "unsubscribedAt",
          type: "date",
          index: true,
          label: { en: "Unsubscribed", ar: "تاريخ إلغاء الاشتراك" },
          admin: { date: { pickerAppearance: "dayAndTime" }, condition: whenFilled("unsubscribedAt") },
        }),
      ],
    },
    readOnly({
      name: "consent",
      type: "group",
      label: { en: "Consent", ar: "الموافقة" },
      admin: {
        condition: whenFilled("consent"),
        description: {
          en: "What the visitor agreed to when sending the form: the sentence shown beside it, when, and in which language.",
          ar: "ما وافق عليه الزائر عند إرسال النموذج: العبارة التي ظهرت بجواره، ومتى، وبأي لغة.",
        },
      },
      fields: [
        {
          name: "statement",
          type: "textarea",
          label: { en: "Statement", ar: "نص الموافقة" },
          // In the lead's language: laid out in its own direction, whatever the admin's.
          admin: { rows: 2, className: VISITOR_TEXT },
        },
        {
          type: "row",
          fields: [
            {
              name: "agreedAt",
              type: "date",
              label: { en: "Agreed on", ar: "تاريخ الموافقة" },
              admin: { date: { pickerAppearance: "dayAndTime" } },
            },
            {
              name: "language",
              type: "select",
              label: { en: "Language", ar: "اللغة" },
              options: languageOptions,
            },
          ],
        },
      ],
    }),
    /** Search and filter by course id: the plan's course ids (or the requested course), space-separated. */
    readOnly({
      name: "courseIds",
      type: "text",
      index: true,
      label: { en: "Course ids", ar: "معرّفات الدورات" },
      admin: { condition: whenFilled("courseIds") },
    }),
    readOnly({
      name: "source",
      type: "group",
      label: { en: "Source", ar: "المصدر" },
      admin: { condition: whenFilled("source") },
      fields: [
        {
          type: "row",
          fields: [
            textField("landingPage", "Landing page", "صفحة الدخول"),
            textField("page", "Sent from", "أُرسل من صفحة"),
            textField("referrerHost", "Referrer", "الموقع المحيل"),
          ],
        },
        {
          type: "row",
          fields: [
            textField("utmSource", "UTM source", "UTM source"),
            textField("utmMedium", "UTM medium", "UTM medium"),
            textField("utmCampaign", "UTM campaign", "UTM campaign"),
            textField("device", "Device", "الجهاز"),
          ],
        },
      ],
    }),
    {
      name: "notes",
      type: "array",
      label: { en: "Notes", ar: "الملاحظات" },
      labels: { singular: { en: "Note", ar: "ملاحظة" }, plural: { en: "Notes", ar: "الملاحظات" } },
      admin: {
        description: {
          en: "A saved note keeps its text, author and time: it can no longer be changed. Add a new note instead.",
          ar: "تحتفظ الملاحظة بعد الحفظ بنصها وكاتبها ووقتها، ولا يمكن تعديلها بعد ذلك. أضف ملاحظة جديدة بدلًا من ذلك.",
        },
      },
      fields: [
        {
          name: "text",
          type: "textarea",
          required: true,
          label: { en: "Note", ar: "الملاحظة" },
          admin: {
            className: VISITOR_TEXT,
            // Read-only once saved, as the server keeps it.
            components: { Field: "/cms/admin/note-text-field#NoteTextField" },
          },
        },
        {
          type: "row",
          fields: [
            { name: "author", type: "text", label: { en: "By", ar: "الكاتب" }, admin: { readOnly: true } },
            {
              name: "authorAccount",
              type: "relationship",
              relationTo: "users",
              label: { en: "Account", ar: "الحساب" },
              access: { create: mirrored, update: mirrored },
              admin: { readOnly: true, hidden: true },
            },
            {
              name: "at",
              type: "date",
              label: { en: "At", ar: "الوقت" },
              admin: { readOnly: true, date: { pickerAppearance: "dayAndTime" } },
            },
          ],
        },
      ],
    },
    {
      name: "history",
      type: "array",
      label: { en: "History", ar: "السجل" },
      labels: { singular: { en: "Change", ar: "تغيير" }, plural: { en: "Changes", ar: "التغييرات" } },
      access: { create: mirrored, update: mirrored },
      admin: { readOnly: true, initCollapsed: true },
      fields: [
        {
          type: "row",
          fields: [
            {
              name: "field",
              type: "select",
              options: [
                { value: "status", label: { en: "Status", ar: "الحالة" } },
                { value: "owner", label: { en: "Owner", ar: "المسؤول" } },
              ],
              label: { en: "Changed", ar: "ما تغيّر" },
            },
            historyValue("from", "From", "قبل"),
            historyValue("to", "To", "بعد"),
            textField("by", "By", "بواسطة"),
            {
              name: "byAccount",
              type: "relationship",
              relationTo: "users",
              label: { en: "Account", ar: "الحساب" },
              admin: { hidden: true },
            },
            {
              name: "at",
              type: "date",
              label: { en: "At", ar: "الوقت" },
              admin: { date: { pickerAppearance: "dayAndTime" } },
            },
          ],
        },
      ],
    },
  ],
};

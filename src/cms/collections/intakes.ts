import type { Access, Field, FieldHook, Validate, Where } from "payload";
import { startOfDayInCairo } from "@/i18n/dates";
import { hasRole, isVisitorPage } from "../access";
import { contentCollection } from "./content-collection";
import { localizedText } from "../fields";
import { exampleField } from "./showcase";
import { say } from "../fields/say";

export const intakeFormats = ["centre", "online", "on-site"] as const;
export type IntakeFormat = (typeof intakeFormats)[number];
export const intakeStatuses = ["confirmed", "forming", "no-date"] as const;
export type IntakeStatus = (typeof intakeStatuses)[number];
export const intakeLanguages = ["ar", "en", "ar-en"] as const;
export type IntakeLanguage = (typeof intakeLanguages)[number];

/**
 * Published intakes that have not started (or start today), and those announced without a date. Editors read
 * every intake, drafts and past ones included.
 */
export const upcomingOrEditor: Access = ({ req }) => {
  if (!req.user && !isVisitorPage(req)) return false;
  if (hasRole(req.user, "admin", "editor")) return true;
  const upcoming: Where = {
    and: [
      { _status: { equals: "published" } },
      {
        or: [
          { startDate: { greater_than_equal: startOfDayInCairo().toISOString() } },
          { status: { equals: "no-date" } },
        ],
      },
    ],
  };
  return upcoming;
};

type Data = { status?: unknown; startDate?: unknown; seatsTotal?: unknown; seatsTaken?: unknown };

const needsDate: Validate = (value, { data, req }) =>
  (data as Data).status === "no-date" || value
    ? true
    : say(
        req,
        "A start date is needed unless the status is “no date yet”.",
        "يلزم تاريخ البدء ما لم تكن الحالة «لم يُحدَّد موعد بعد».",
      );

const seatsTaken: Validate = (value, { data, req }) => {
  const total = (data as Data).seatsTotal;
  return typeof value === "number" && typeof total === "number" && value > total
    ? say(req, "More seats taken than there are.", "المقاعد المحجوزة أكثر من عدد المقاعد.")
    : true;
};

const priceTo: Validate = (value, { siblingData, req }) => {
  const from = (siblingData as { from?: unknown }).from;
  return typeof value === "number" && typeof from === "number" && value < from
    ? say(req, "The highest price is below the lowest one.", "أعلى سعر أقل من أقل سعر.")
    : true;
};

/** "Power BI Fundamentals · 2026-12-05", "أساسيات Power BI · 2026-12-05": an intake's name in the admin, per language. */
const setTitle: FieldHook = async ({ data, originalDoc, req, siblingDocWithLocales }) => {
  const of = (data?.of ?? originalDoc?.of) as { relationTo?: "courses" | "paths"; value?: unknown } | undefined;
  const id = of?.value && typeof of.value === "object" ? (of.value as { id: string | number }).id : of?.value;
  if (!of?.relationTo || id === undefined || id === null) return undefined;
  const startDate = (data?.startDate ?? originalDoc?.startDate) as string | undefined;
  const status = (data?.status ?? originalDoc?.status) as IntakeStatus | undefined;
  // The course's or path's name in both languages, in one read (a missing Arabic name falls back to the English).
  const doc = await req.payload.findByID({
    collection: of.relationTo,
    id: id as string | number,
    locale: "all",
    depth: 0,
    draft: true,
    overrideAccess: true,
    disableErrors: true,
    // A course in the trash still names its intakes (a restore brings them back as they were).
    trash: true,
    select: { title: true, slug: true },
  });
  const names = (doc?.title ?? {}) as unknown as Partial<Record<"en" | "ar", string>>;
  const titles = {} as Record<"en" | "ar", string>;
  for (const locale of ["en", "ar"] as const) {
    const when = status === "no-date" || !startDate ? noDate[locale] : String(startDate).slice(0, 10);
    titles[locale] = `${names[locale] || names.en || doc?.slug || "?"} · ${when}`;
  }
  // The name in the other language too (Payload merges it with the one being saved).
  if (siblingDocWithLocales) siblingDocWithLocales.title = { ...(siblingDocWithLocales.title as object), ...titles };
  return titles[req.locale === "ar" ? "ar" : "en"];
};

const noDate = { en: "no date", ar: "بلا موعد" };

const formatLabels: Record<IntakeFormat, { en: string; ar: string }> = {
  centre: { en: "At the centre in Alexandria", ar: "في المركز بالإسكندرية" },
  online: { en: "Online, live", ar: "مباشر عبر الإنترنت" },
  "on-site": { en: "At the client's site", ar: "في مقر العميل" },
};
const statusLabels: Record<IntakeStatus, { en: string; ar: string }> = {
  confirmed: { en: "Confirmed: it runs", ar: "موعد مؤكَّد: ستنعقد المجموعة" },
  forming: { en: "Forming: seats being taken", ar: "جارٍ تكوين المجموعة: الحجز مفتوح" },
  "no-date": { en: "No date yet (interest list)", ar: "لم يُحدَّد موعد بعد (قائمة المهتمين)" },
};
const languageLabels: Record<IntakeLanguage, { en: string; ar: string }> = {
  ar: { en: "Arabic", ar: "العربية" },
  en: { en: "English", ar: "الإنجليزية" },
  "ar-en": { en: "Arabic and English", ar: "العربية والإنجليزية" },
};

const priceFields: Field[] = [
  {
    type: "row",
    fields: [
      {
        name: "from",
        type: "number",
        min: 0,
        max: 10_000_000,
        label: { en: "Price (EGP), or lowest price", ar: "السعر (جنيه مصري) أو أقل سعر" },
      },
      {
        name: "to",
        type: "number",
        min: 0,
        max: 10_000_000,
        validate: priceTo,
        label: { en: "Highest price (EGP), for a range", ar: "أعلى سعر (جنيه مصري) عند وجود نطاق" },
      },
    ],
  },
  localizedText("instalments", {
    label: { en: "Instalments (optional)", ar: "التقسيط (اختياري)" },
    required: false,
    description: { en: "For example: 3 monthly instalments.", ar: "مثال: 3 أقساط شهرية." },
  }),
];

/**
 * Dated classes of a course or a learning path (the schedule page, "next intake" on the path pages and
 * training cards, seat requests), and courses announced without a date (the interest list). The site
 * shows an intake until its first day is over.
 */
export const Intakes = contentCollection(
  {
    slug: "intakes",
    trash: true,
    labels: { singular: { en: "Intake", ar: "موعد دورة" }, plural: { en: "Intakes", ar: "مواعيد الدورات" } },
    admin: {
      useAsTitle: "title",
      // Sales work with intakes too: a seat request names one, and they tell callers the dates.
      hidden: false,
      defaultColumns: ["title", "startDate", "status", "format", "_status"],
      listSearchableFields: ["title"],
      description: {
        en: "Upcoming classes. One is on the site until its first day is over; an intake without a date collects an interest list.",
        ar: "الدفعات القادمة. تظهر الدفعة على الموقع حتى نهاية يومها الأول؛ والدفعة بلا موعد تجمع قائمة المهتمين.",
      },
    },
    access: { read: upcomingOrEditor },
    defaultSort: "startDate",
    fields: [
      {
        name: "title",
        type: "text",
        // In the admin's language: the course's name in that language, and the start date.
        localized: true,
        hooks: { beforeChange: [setTitle] },
        label: { en: "Name in the admin", ar: "الاسم في لوحة التحكم" },
        admin: {
          readOnly: true,
          position: "sidebar",
          description: { en: "Filled in on saving.", ar: "يُملأ تلقائيًا عند الحفظ." },
        },
      },
      {
        name: "of",
        type: "relationship",
        relationTo: ["courses", "paths"],
        required: true,
        index: true,
        label: { en: "Course or learning path", ar: "الدورة أو المسار التعليمي" },
      },
      {
        type: "row",
        fields: [
          {
            name: "status",
            type: "select",
            required: true,
            defaultValue: "forming",
            index: true,
            // Payload names this field's PostgreSQL type as it names the drafts' own `_status` (enum_intakes_status).
            enumName: "enum_intakes_run_status",
            // Named apart from the publish status ("Published"/"Draft") that the list shows beside it.
            label: { en: "Class status", ar: "حالة الدفعة" },
            options: intakeStatuses.map((value) => ({ value, label: statusLabels[value] })),
          },
          {
            name: "startDate",
            type: "date",
            index: true,
            validate: needsDate,
            label: { en: "Start date", ar: "تاريخ البدء" },
            admin: {
              date: { pickerAppearance: "dayOnly", displayFormat: "yyyy-MM-dd" },
              condition: (data) => data?.status !== "no-date",
            },
          },
        ],
      },
      localizedText("schedule", {
        label: { en: "Days and times", ar: "الأيام والمواعيد" },
        required: false,
        description: {
          en: "For example: Sundays and Tuesdays, 6–9 pm, 8 weeks.",
          ar: "مثال: الأحد والثلاثاء، من 6 إلى 9 مساءً، لمدة 8 أسابيع.",
        },
      }),
      {
        type: "row",
        fields: [
          {
            name: "format",
            type: "select",
            required: true,
            defaultValue: "centre",
            label: { en: "Format", ar: "طريقة الحضور" },
            options: intakeFormats.map((value) => ({ value, label: formatLabels[value] })),
          },
          {
            name: "language",
            type: "select",
            required: true,
            defaultValue: "ar-en",
            label: { en: "Language of instruction", ar: "لغة الشرح" },
            options: intakeLanguages.map((value) => ({ value, label: languageLabels[value] })),
          },
        ],
      },
      {
        type: "row",
        fields: [
          {
            name: "seatsTotal",
            type: "number",
            min: 1,
            max: 500,
            label: { en: "Seats", ar: "عدد المقاعد" },
          },
          {
            name: "seatsTaken",
            type: "number",
            min: 0,
            max: 500,
            defaultValue: 0,
            validate: seatsTaken,
            label: { en: "Seats taken", ar: "المقاعد المحجوزة" },
          },
        ],
      },
      {
        name: "price",
        type: "group",
        label: { en: "Price (optional)", ar: "السعر (اختياري)" },
        fields: priceFields,
      },
      exampleField,
    ],
  },
  { scheduled: true },
);

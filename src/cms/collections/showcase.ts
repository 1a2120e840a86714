import type { Field } from "payload";
import { contentCollection } from "./content-collection";
import { areaField, localizedText, localizedTextarea } from "../fields";
import { say } from "../fields/say";

/** Entries the seed ships in place of the provider's real ones; the launch checklist lists them. */
export const exampleField: Field = {
  name: "example",
  type: "checkbox",
  defaultValue: false,
  label: { en: "Example entry (replace before launch)", ar: "مثال (استبدله قبل الإطلاق)" },
  admin: {
    position: "sidebar",
    description: {
      en: "Shown on the launch checklist until it is replaced by a real entry and unticked.",
      ar: "يظهر في قائمة الإطلاق حتى يُستبدل ببيانات حقيقية وتُلغى هذه العلامة.",
    },
  },
};

const logoField: Field = {
  name: "logo",
  type: "upload",
  relationTo: "media",
  label: { en: "Logo", ar: "الشعار" },
  filterOptions: { mimeType: { not_equals: "application/pdf" } },
  admin: {
    description: {
      en: "Without a logo the name is shown as a wordmark.",
      ar: "إن لم يوجد شعار يُعرض الاسم مكتوبًا.",
    },
  },
};

/** Client organisations on the home page's three logo rows. */
export const Clients = contentCollection({
  slug: "clients",
  labels: { singular: { en: "Client", ar: "عميل" }, plural: { en: "Clients", ar: "العملاء" } },
  admin: { useAsTitle: "name", defaultColumns: ["logo", "name", "row", "example", "_status"] },
  // Dragged into order in the list (Payload's `orderable`: a hidden `_order` key per document).
  orderable: true,
  fields: [
    localizedText("name", { label: { en: "Name", ar: "الاسم" } }),
    logoField,
    {
      name: "row",
      type: "select",
      required: true,
      defaultValue: "1",
      options: ["1", "2", "3"],
      label: { en: "Logo row", ar: "صف الشعارات" },
      admin: { position: "sidebar" },
    },
    exampleField,
  ],
});

/** Vendors and certification bodies whose programmes and exams the courses prepare for. */
export const Partners = contentCollection({
  slug: "partners",
  labels: {
    singular: { en: "Training partner", ar: "شريك تدريب" },
    plural: { en: "Training partners", ar: "شركاء التدريب" },
  },
  admin: { useAsTitle: "name", defaultColumns: ["logo", "name", "arabicName", "example", "_status"] },
  // Dragged into order in the list (Payload's `orderable`: a hidden `_order` key per document).
  orderable: true,
  fields: [
    {
      name: "name",
      type: "text",
      required: true,
      label: { en: "Name (as the partner writes it)", ar: "الاسم (كما يكتبه الشريك)" },
    },
    {
      name: "arabicName",
      type: "text",
      label: { en: "Name in Arabic (if the partner has one)", ar: "الاسم بالعربية (إن كان للشريك اسم عربي)" },
      admin: {
        description: {
          en: "Shown on the Arabic pages instead of the name above. Leave it empty for a name written in Latin letters only, such as Microsoft.",
          ar: "يظهر في الصفحات العربية بدلًا من الاسم أعلاه. اتركه فارغًا إذا كان الاسم يُكتب بالحروف اللاتينية فقط، مثل Microsoft.",
        },
      },
    },
    logoField,
    exampleField,
  ],
});

/** Instructor testimonials: a video playlist per training area on the home page. */
export const Testimonials = contentCollection({
  slug: "testimonials",
  labels: {
    singular: { en: "Testimonial video", ar: "فيديو آراء" },
    plural: { en: "Testimonial videos", ar: "فيديوهات الآراء" },
  },
  admin: { useAsTitle: "title", defaultColumns: ["title", "area", "_status"] },
  // Dragged into order in the list (Payload's `orderable`: a hidden `_order` key per document).
  orderable: true,
  fields: [
    areaField(),
    localizedText("title", { label: { en: "Title", ar: "العنوان" } }),
    localizedTextarea("description", { label: { en: "Description", ar: "الوصف" } }),
    {
      name: "playlist",
      type: "text",
      required: true,
      label: { en: "YouTube playlist id", ar: "معرّف قائمة تشغيل YouTube" },
      validate: (value: unknown, { req }: { req: { i18n?: { language?: string } } }) =>
        typeof value === "string" && /^[A-Za-z0-9_-]{10,64}$/.test(value)
          ? true
          : say(
              req,
              "A YouTube playlist id: 10 to 64 letters, digits, - or _ (such as PLxxxxxxxxxx).",
              "معرّف قائمة تشغيل YouTube: من 10 إلى 64 حرفًا من الحروف الإنجليزية والأرقام والشرطة (-) والشرطة السفلية (_)، مثل \u200ePLxxxxxxxxxx\u200e.",
            ),
      admin: {
        description: {
          en: "The part after list= in the playlist's address. Played from youtube-nocookie.com after a click.",
          ar: "الجزء بعد list= في عنوان قائمة التشغيل. يُشغَّل من youtube-nocookie.com بعد النقر.",
        },
      },
    },
  ],
});

import { areaField, localizedText, localizedTextarea } from "@/cms/fields";
import { courseTypes, typeLabels } from "@/cms/collections/courses";
import { block, intro, title } from "../fields";

type Sibling = { source?: string };
const when =
  (...sources: string[]) =>
  (_data: unknown, sibling: Sibling) =>
    sources.includes(sibling?.source ?? "");

export const CollectionListBlock = block({
  slug: "collectionList",
  interfaceName: "CollectionListBlock",
  labels: {
    singular: { en: "List from the catalogue", ar: "قائمة من الدليل" },
    plural: { en: "Lists from the catalogue", ar: "قوائم من الدليل" },
  },
  description: {
    en: "Courses, learning paths, upcoming intakes or the latest news, drawn from their lists: a new one appears by itself.",
    ar: "الدورات أو المسارات التعليمية أو المواعيد القادمة أو أحدث الأخبار من قوائمها: يظهر الجديد منها تلقائيًا.",
  },
  group: "lists",
  fields: [
    title(),
    intro(),
    {
      name: "source",
      type: "select",
      required: true,
      defaultValue: "courses",
      label: { en: "What to list", ar: "ما يُعرض" },
      options: [
        { value: "courses", label: { en: "Courses", ar: "الدورات" } },
        { value: "paths", label: { en: "Learning paths", ar: "المسارات التعليمية" } },
        { value: "intakes", label: { en: "Upcoming intakes", ar: "المواعيد القادمة" } },
        { value: "news", label: { en: "Latest news", ar: "أحدث الأخبار" } },
      ],
    },
    {
      ...areaField(false),
      label: { en: "Only this area (optional)", ar: "هذا المجال فقط (اختياري)" },
      admin: {
        condition: when("courses", "paths", "intakes"),
        description: {
          en: "Every published one of this area, in its list's order: a new course or path of the area appears here by itself.",
          ar: "كل المنشور في هذا المجال بترتيب قائمته: تظهر هنا تلقائيًا أي دورة أو مسار جديد في المجال.",
        },
      },
    },
    {
      name: "kind",
      type: "select",
      label: { en: "Only this kind of course (optional)", ar: "هذا النوع من الدورات فقط (اختياري)" },
      options: courseTypes.map((value) => ({ value, label: typeLabels[value] })),
      admin: {
        condition: when("courses"),
        description: {
          en: "Every published course of this kind, each with its training page's card: a new course of the kind appears here by itself.",
          ar: "كل الدورات المنشورة من هذا النوع، ولكل منها بطاقتها كما في صفحة التدريب: تظهر هنا تلقائيًا أي دورة جديدة من النوع.",
        },
      },
    },
    {
      name: "box",
      type: "group",
      label: { en: "Box under the courses (optional)", ar: "مربع أسفل الدورات (اختياري)" },
      admin: {
        condition: when("courses"),
        description: {
          en: "Shown when its title is filled, such as the test centre under the exam courses; its button leads to the exam booking link of Business details, when it is set.",
          ar: "يظهر إذا كُتب عنوانه، مثل مركز الاختبارات أسفل دورات الامتحانات، ويؤدي زره إلى رابط حجز الامتحان في «بيانات المركز» إذا أُدخل.",
        },
      },
      fields: [
        localizedText("title", { label: { en: "Title", ar: "العنوان" }, required: false }),
        localizedTextarea("text", { label: { en: "Text", ar: "النص" }, required: false }),
        localizedText("bookingButton", {
          label: { en: "Exam booking button", ar: "زر حجز الامتحان" },
          required: false,
        }),
      ],
    },
    {
      name: "paths",
      type: "relationship",
      relationTo: "paths",
      hasMany: true,
      maxRows: 20,
      label: { en: "Only these paths (optional)", ar: "هذه المسارات فقط (اختياري)" },
      admin: {
        condition: when("paths"),
        description: {
          en: "Leave empty to show every published path (of the area above, if one is chosen).",
          ar: "اتركه فارغًا لعرض كل المسارات المنشورة (في المجال المختار أعلاه إن وُجد).",
        },
      },
    },
    {
      name: "of",
      type: "relationship",
      relationTo: ["courses", "paths"],
      label: { en: "Only this course or path (optional)", ar: "هذه الدورة أو المسار فقط (اختياري)" },
      admin: { condition: when("intakes") },
    },
    {
      name: "limit",
      type: "number",
      min: 1,
      max: 12,
      label: { en: "At most", ar: "بحد أقصى" },
      admin: {
        condition: when("intakes", "news"),
        description: {
          en: "The soonest intakes or the newest posts first. Empty: 6 intakes, 3 posts.",
          ar: "الأقرب من المواعيد أو الأحدث من الأخبار أولًا. إذا تُرك فارغًا: 6 مواعيد و3 أخبار.",
        },
      },
    },
  ],
});

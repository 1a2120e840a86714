import type { Access, ArrayField, Validate } from "payload";
import { hasRole, isVisitorPage } from "../access";
import { contentCollection } from "./content-collection";
import { localizedTextarea, orderField } from "../fields";
import { cefrBands, skills } from "@/lib/level-test";

/**
 * The right options are the test's secret: the content team reads the bank, and the site's own pages read the
 * published questions on the server (src/content/level-test.ts), which never send the right option to a browser.
 * Nobody else (sales, an anonymous client of /cms-api) reads it.
 */
const editorsAndTheSite: Access = ({ req }) => {
  if (hasRole(req.user, "admin", "editor")) return true;
  return !req.user && isVisitorPage(req) ? { _status: { equals: "published" } } : false;
};

type OptionRow = { text?: unknown; correct?: unknown };

/**
 * Exactly one option is ticked as the right one, and no two options read the same. A draft may have none ticked
 * yet (unfinished, checked when publishing); two ticked or two alike are refused at every save.
 */
const oneRightOption: Validate<unknown, unknown, unknown, ArrayField> = (value, { req, data }) => {
  const rows = Array.isArray(value) ? (value as OptionRow[]) : [];
  const ar = req.i18n?.language === "ar";
  const right = rows.filter((row) => row?.correct === true).length;
  const draft = (data as { _status?: unknown } | undefined)?._status === "draft";
  if (right !== 1 && !(draft && right === 0))
    return ar
      ? `حدِّد إجابة صحيحة واحدة بالضبط (المحدَّد الآن: ${right}).`
      : `Tick exactly one option as the right answer (ticked now: ${right}).`;
  const texts = rows.map((row) =>
    String(row?.text ?? "")
      .trim()
      .toLowerCase(),
  );
  if (new Set(texts).size !== texts.length)
    return ar
      ? "يوجد اختياران بالنص نفسه؛ اجعل كل اختيار مختلفًا."
      : "Two options read the same; make each option different.";
  return true;
};

const skillLabels = {
  grammar: { en: "Grammar", ar: "القواعد" },
  vocabulary: { en: "Vocabulary", ar: "المفردات" },
  reading: { en: "Reading", ar: "القراءة" },
} as const;

/**
 * The English level test's question bank (/english-test): the questions, their options and the right one, in
 * English; the explanation in both languages. Each CEFR band's published questions make one page of the test.
 */
export const TestQuestions = contentCollection({
  slug: "test-questions",
  labels: {
    singular: { en: "Level test question", ar: "سؤال اختبار المستوى" },
    plural: { en: "Level test questions", ar: "أسئلة اختبار المستوى" },
  },
  access: { read: editorsAndTheSite },
  defaultSort: ["level", "order"],
  admin: {
    useAsTitle: "question",
    defaultColumns: ["question", "level", "skill", "_status"],
    listSearchableFields: ["question"],
    description: {
      en: "The free English level test: each level (A1 to C1) is one page of the test, with its published questions in order. Questions and options are in English; the explanation is shown to the visitor after the test, in their language.",
      ar: "اختبار تحديد مستوى اللغة الإنجليزية المجاني: كل مستوى (من A1 إلى C1) صفحة من الاختبار، بأسئلته المنشورة بالترتيب. الأسئلة والاختيارات بالإنجليزية، ويظهر الشرح للزائر بعد الاختبار بلغته.",
    },
  },
  fields: [
    {
      name: "level",
      type: "select",
      required: true,
      index: true,
      label: { en: "Level (CEFR)", ar: "المستوى (CEFR)" },
      options: cefrBands.map((band) => ({ label: band, value: band })),
      admin: { position: "sidebar" },
    },
    {
      name: "skill",
      type: "select",
      required: true,
      label: { en: "Skill", ar: "المهارة" },
      options: skills.map((value) => ({ label: skillLabels[value], value })),
      admin: { position: "sidebar" },
    },
    orderField(),
    {
      name: "passage",
      type: "textarea",
      label: { en: "Text to read (English)", ar: "النص المقروء (بالإنجليزية)" },
      maxLength: 1200,
      admin: {
        rows: 5,
        condition: (data) => data?.skill === "reading",
        description: {
          en: "A short text the question is about, shown above it.",
          ar: "نص قصير يدور حوله السؤال، ويظهر فوقه.",
        },
      },
    },
    {
      name: "question",
      type: "text",
      required: true,
      maxLength: 300,
      label: { en: "Question (English)", ar: "السؤال (بالإنجليزية)" },
      admin: {
        description: {
          en: 'Write a gap as three underscores: "My sister ___ a teacher."',
          ar: 'اكتب الفراغ بثلاث شرطات سفلية: "My sister ___ a teacher."',
        },
      },
    },
    {
      name: "options",
      type: "array",
      required: true,
      minRows: 2,
      maxRows: 6,
      label: { en: "Options", ar: "الاختيارات" },
      labels: { singular: { en: "Option", ar: "اختيار" }, plural: { en: "Options", ar: "الاختيارات" } },
      validate: oneRightOption,
      admin: {
        initCollapsed: false,
        description: {
          en: "Between two and six options, in English; tick the one right answer. Visitors see them in this order.",
          ar: "من اختيارين إلى ستة بالإنجليزية؛ حدِّد الإجابة الصحيحة الوحيدة. يراها الزائر بهذا الترتيب.",
        },
      },
      fields: [
        {
          type: "row",
          fields: [
            {
              name: "text",
              type: "text",
              required: true,
              maxLength: 120,
              label: { en: "Option", ar: "الاختيار" },
              admin: { width: "75%" },
            },
            {
              name: "correct",
              type: "checkbox",
              defaultValue: false,
              label: { en: "Right answer", ar: "الإجابة الصحيحة" },
              admin: { width: "25%" },
            },
          ],
        },
      ],
    },
    localizedTextarea("explanation", {
      label: { en: "Explanation", ar: "الشرح" },
      description: {
        en: "Why the right answer is right, in one or two sentences: shown with the visitor's results.",
        ar: "لماذا الإجابة الصحيحة صحيحة، في جملة أو جملتين: يظهر للزائر مع نتيجته.",
      },
    }),
  ],
});

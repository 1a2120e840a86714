import type { Condition } from "payload";
import { contentCollection } from "./content-collection";
import { previewDocument } from "../admin/preview";
import {
  iconField,
  localizedList,
  localizedText,
  localizedTextarea,
  searchTermsField,
  freeSlug,
  slugField,
} from "../fields";
import { outlineFields } from "./outline";

/** What kind of course, and so where it is shown and which fields it has. */
export const courseTypes = [
  "it-programme",
  "it-end-user",
  "english-general",
  "english-conversation",
  "english-exam",
  "business",
] as const;
export type CourseType = (typeof courseTypes)[number];

/** The training page that lists a course of this kind. */
export function trainingPageOf(type: CourseType | undefined): string {
  if (type === "business") return "/training/business";
  if (type?.startsWith("english")) return "/training/english";
  return "/training/it";
}

export const typeLabels: Record<CourseType, { en: string; ar: string }> = {
  "it-programme": { en: "IT: job-role programme", ar: "تكنولوجيا المعلومات: برنامج مهني" },
  "it-end-user": { en: "IT: end-user course", ar: "تكنولوجيا المعلومات: دورة للمستخدمين" },
  "english-general": { en: "English: general course", ar: "الإنجليزية: دورة عامة" },
  "english-conversation": { en: "English: conversation course", ar: "الإنجليزية: دورة محادثة" },
  "english-exam": { en: "English: exam preparation", ar: "الإنجليزية: التحضير للامتحانات" },
  business: { en: "Business & Management", ar: "الإدارة والأعمال" },
};

const of =
  (...types: CourseType[]): Condition =>
  (data) =>
    types.includes(data?.type as CourseType);

/**
 * Every course of the training pages and the plan builder's catalogue. The slug is the course's id in
 * plans that visitors send: keep it once leads refer to it.
 */
export const Courses = contentCollection({
  slug: "courses",
  trash: true,
  hooks: { beforeValidate: [freeSlug] },
  labels: { singular: { en: "Course", ar: "دورة" }, plural: { en: "Courses", ar: "الدورات" } },
  admin: {
    useAsTitle: "title",
    defaultColumns: ["title", "type", "slug", "_status"],
    listSearchableFields: ["title", "slug"],
    // The training page that lists the course (the plan builder lists every course too).
    preview: previewDocument((doc) => trainingPageOf(doc.type as CourseType | undefined)),
  },
  // Dragged into order in the list (Payload's `orderable`: a hidden `_order` key per document).
  orderable: true,
  fields: [
    slugField({ en: "Course id (slug)", ar: "معرّف الدورة (slug)" }),
    {
      name: "type",
      type: "select",
      required: true,
      index: true,
      label: { en: "Kind", ar: "النوع" },
      options: courseTypes.map((value) => ({ value, label: typeLabels[value] })),
      admin: { position: "sidebar" },
    },
    {
      ...iconField("icon", false),
      admin: { condition: of("it-programme", "it-end-user", "english-general", "business") },
    },
    localizedText("title", { label: { en: "Title", ar: "العنوان" } }),
    localizedTextarea("description", { label: { en: "Description", ar: "الوصف" } }),
    {
      type: "row",
      fields: [
        {
          name: "hours",
          type: "number",
          min: 1,
          max: 1000,
          label: { en: "Hours", ar: "الساعات" },
          admin: { condition: of("english-general", "english-conversation", "english-exam", "business") },
        },
        {
          ...localizedText("level", { label: { en: "Level", ar: "المستوى" }, required: false }),
          admin: { condition: of("english-general", "english-conversation", "english-exam") },
        },
        {
          name: "exam",
          type: "select",
          options: ["IELTS", "TOEFL"],
          label: { en: "Exam", ar: "الامتحان" },
          admin: { condition: of("english-exam") },
        },
      ],
    },
    {
      ...localizedList("skills", { label: { en: "Skills", ar: "المهارات" } }),
      admin: { condition: of("it-programme", "it-end-user", "english-general") },
    },
    {
      ...localizedTextarea("goal", { label: { en: "Goal", ar: "الهدف" }, required: false }),
      admin: { condition: of("english-conversation") },
    },
    {
      ...localizedList("topics", { label: { en: "Topics", ar: "الموضوعات" } }),
      admin: { condition: of("english-conversation") },
    },
    {
      ...localizedList("targetAudience", { label: { en: "Who it is for", ar: "الفئة المستهدفة" } }),
      admin: { condition: of("english-exam") },
    },
    {
      ...localizedList("learningObjectives", { label: { en: "Learning objectives", ar: "أهداف التعلم" } }),
      admin: { condition: of("english-exam") },
    },
    {
      ...localizedList("keyFeatures", { label: { en: "Key features", ar: "أهم المزايا" } }),
      admin: { condition: of("business") },
    },
    ...outlineFields(),
    {
      name: "path",
      type: "relationship",
      relationTo: "paths",
      label: { en: "Its learning path", ar: "مساره التعليمي" },
      admin: { position: "sidebar" },
    },
    searchTermsField(),
  ],
});

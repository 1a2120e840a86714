import type { L10n } from "@/content/schema";

/**
 * The clients, partners and testimonial videos the CMS is first filled with. The spec names no clients and
 * no partners, and no real company is presented as one: these are numbered example entries, marked
 * `example` in the CMS, that the admin's launch checklist lists until the provider replaces them.
 */
const two = (n: number) => String(n).padStart(2, "0");

/** Three rows of ten (the spec's three auto-scrolling logo rows). */
export const exampleClientRows: L10n[][] = [0, 1, 2].map((row) =>
  Array.from({ length: 10 }, (_, i) => {
    const n = row * 10 + i + 1;
    return { en: `Client ${two(n)}`, ar: `عميل ${two(n)}` };
  }),
);

/** The spec's strip of 19 vendor and certification bodies, with an Arabic name for the Arabic pages. */
export const examplePartners: L10n[] = Array.from({ length: 19 }, (_, i) => ({
  en: `Partner ${two(i + 1)}`,
  ar: `شريك ${two(i + 1)}`,
}));

export const testimonials: { area: "it" | "english" | "business"; title: L10n; description: L10n }[] = [
  {
    area: "it",
    title: { en: "Technical Training", ar: "التدريب التقني" },
    description: {
      en: "Our IT instructors on projects, labs and certification success.",
      ar: "مدربو تكنولوجيا المعلومات يتحدثون عن المشروعات والمعامل والنجاح في امتحانات الشهادات.",
    },
  },
  {
    area: "english",
    title: { en: "English Language", ar: "اللغة الإنجليزية" },
    description: {
      en: "How our English instructors build fluency and exam confidence.",
      ar: "كيف يساعد مدربو اللغة الإنجليزية المتدربين على اكتساب الطلاقة والثقة في الامتحانات.",
    },
  },
  {
    area: "business",
    title: { en: "Business Courses", ar: "دورات الإدارة والأعمال" },
    description: {
      en: "Business instructors on turning theory into results at work.",
      ar: "مدربو الإدارة يتحدثون عن تحويل المعرفة إلى نتائج في العمل.",
    },
  },
];

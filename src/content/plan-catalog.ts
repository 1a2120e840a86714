import { normalize } from "@/lib/normalize";
import { catalog } from "./catalog";
import type { L10n, Locale } from "./schema";

/** The plan builder's catalogue: three categories of course ids with their names (spec: 16, 9 and 11). */
export const planCategories: {
  id: "it" | "business" | "english";
  label: L10n;
  courses: { id: string; title: L10n }[];
}[] = [
  {
    id: "it",
    label: { en: "Information Technology", ar: "تكنولوجيا المعلومات" },
    courses: [...catalog.itProgrammes, ...catalog.endUserCourses].map(({ id, title }) => ({ id, title })),
  },
  {
    id: "business",
    label: { en: "Business & Management", ar: "الإدارة والأعمال" },
    courses: catalog.businessCourses.map(({ id, title }) => ({ id, title })),
  },
  {
    id: "english",
    label: { en: "English Language", ar: "اللغة الإنجليزية" },
    courses: [...catalog.generalEnglishCourses, ...catalog.conversationCourses, ...catalog.examCourses].map(
      ({ id, title }) => ({
        id,
        title,
      }),
    ),
  },
];

const byId = new Map(planCategories.flatMap((c) => c.courses.map((course) => [course.id, course.title] as const)));

export function isCatalogCourse(id: string): boolean {
  return byId.has(id);
}

export function catalogCourseName(id: string, locale: Locale): string {
  return byId.get(id)?.[locale] ?? id;
}

/** Course names in both languages, normalised, to their ids: plans saved by the old site hold names. */
export function planAliases(): Record<string, string> {
  return Object.fromEntries(
    planCategories.flatMap((c) =>
      c.courses.flatMap((course) => [
        [normalize(course.title.en), course.id] as const,
        [normalize(course.title.ar), course.id] as const,
      ]),
    ),
  );
}

/** The catalogue in one language, for the plan builder island. */
export function getPlanCatalog(locale: Locale) {
  return planCategories.map((category) => ({
    id: category.id,
    label: category.label[locale],
    courses: category.courses.map((course) => ({ id: course.id, name: course.title[locale] })),
  }));
}

/** The catalogue course a learning path belongs to (the first course whose card links to the path). */
export function planCourseForPath(slug: string, locale: Locale): { id: string; name: string } | undefined {
  const all = [
    ...catalog.itProgrammes,
    ...catalog.businessCourses,
    ...catalog.generalEnglishCourses,
    ...catalog.conversationCourses,
    ...catalog.examCourses,
  ];
  const course = all.find((c) => c.pathSlug === slug);
  return course ? { id: course.id, name: course.title[locale] } : undefined;
}

import "server-only";
import { normalize } from "@/lib/normalize";
import type { Locale } from "@/i18n/locales";
import { getCourses } from "./catalog";
import { areaNames, type Area } from "./schema";

/** The plan builder's categories (spec: IT 16, Business & Management 9, English 11), in this order. */
const categoryOrder: Area[] = ["it", "business", "english"];

export interface PlanCategory {
  id: Area;
  label: string;
  courses: { id: string; name: string }[];
}

/** The catalogue in one language, for the plan builder island: every published course by area. */
export async function getPlanCatalog(locale: Locale): Promise<PlanCategory[]> {
  const courses = await getCourses(locale);
  return categoryOrder.map((area) => ({
    id: area,
    label: areaNames[area][locale],
    courses: courses.filter((c) => c.area === area).map((c) => ({ id: c.id, name: c.title })),
  }));
}

/** Course names in both languages, normalised, to their ids: plans saved by the old site hold names. */
export async function planAliases(): Promise<Record<string, string>> {
  const [en, ar] = await Promise.all([getCourses("en"), getCourses("ar")]);
  return Object.fromEntries([...en, ...ar].map((course) => [normalize(course.title), course.id] as const));
}

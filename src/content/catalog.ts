import "server-only";
import { cache } from "react";
import type { Course, Path } from "@/payload-types";
import type { Locale } from "@/i18n/locales";
import { imageView, outlineLink, texts, type ImageView } from "./cms";
import { readDocs } from "./read";
import type { Area, IconName } from "./schema";

export { displayLimits, totalHours } from "./figures";

export type OutlineLink = { href: string; external: boolean };

export interface PathView {
  /** The document's id (a page's paths block names its paths by id). */
  id: number;
  slug: string;
  area: Area;
  badge: string;
  title: string;
  subtitle: string;
  outline?: OutlineLink;
  stages: { title: string; hours: number; icon: IconName; points: string[] }[];
  outcomes: string[];
  coreTools?: string[];
  journey?: string[];
  /** "Search and sharing": empty texts fall back to the path's own. */
  meta: { title?: string; description?: string; image?: ImageView };
}

function pathView(doc: Path, locale: Locale): PathView {
  const coreTools = (doc.coreTools ?? []).map((tool) => tool.name);
  const journey = texts(doc.journey);
  return {
    id: doc.id,
    slug: doc.slug,
    area: doc.area,
    badge: doc.badge,
    title: doc.title,
    subtitle: doc.subtitle,
    outline: outlineLink(doc.outline),
    stages: (doc.stages ?? []).map((stage) => ({
      title: stage.title,
      hours: stage.hours,
      icon: stage.icon,
      points: texts(stage.points),
    })),
    outcomes: texts(doc.outcomes),
    coreTools: coreTools.length ? coreTools : undefined,
    journey: journey.length ? journey : undefined,
    meta: {
      title: doc.meta?.title || undefined,
      description: doc.meta?.description || undefined,
      image: imageView(doc.meta?.image, locale),
    },
  };
}

/** Every published learning path in one language, in the editors' order. */
export const getPaths = cache(async (locale: Locale): Promise<PathView[]> => {
  const { docs } = await readDocs("paths", locale, { sort: "_order", limit: 200, pagination: false });
  return docs.map((doc) => pathView(doc, locale));
});

export async function getPath(slug: string, locale: Locale): Promise<PathView | undefined> {
  return (await getPaths(locale)).find((path) => path.slug === slug);
}

export async function getPathSlugs(): Promise<string[]> {
  return (await getPaths("en")).map((path) => path.slug);
}

export interface CourseView {
  id: string;
  type: Course["type"];
  area: Area;
  icon: IconName;
  title: string;
  description: string;
  skills: string[];
  level?: string;
  hours?: number;
  goal?: string;
  topics: string[];
  exam?: "IELTS" | "TOEFL";
  targetAudience: string[];
  learningObjectives: string[];
  keyFeatures: string[];
  outline?: OutlineLink;
  /** The slug of the course's learning path, if it has one. */
  pathSlug?: string;
}

const areaOf = (type: Course["type"]): Area =>
  type.startsWith("it-") ? "it" : type.startsWith("english-") ? "english" : "business";

function courseView(doc: Course): CourseView {
  return {
    id: doc.slug,
    type: doc.type,
    area: areaOf(doc.type),
    icon: doc.icon ?? "book-open",
    title: doc.title,
    description: doc.description,
    skills: texts(doc.skills),
    level: doc.level ?? undefined,
    hours: doc.hours ?? undefined,
    goal: doc.goal ?? undefined,
    topics: texts(doc.topics),
    exam: doc.exam ?? undefined,
    targetAudience: texts(doc.targetAudience),
    learningObjectives: texts(doc.learningObjectives),
    keyFeatures: texts(doc.keyFeatures),
    outline: outlineLink(doc.outline),
    pathSlug: typeof doc.path === "object" && doc.path ? doc.path.slug : undefined,
  };
}

/** Every published course in one language, in the editors' order. */
export const getCourses = cache(async (locale: Locale): Promise<CourseView[]> => {
  const { docs } = await readDocs("courses", locale, { sort: "_order", limit: 500, pagination: false });
  return docs.map(courseView);
});

const ofType = (courses: CourseView[], type: CourseView["type"]) => courses.filter((c) => c.type === type);

export async function getItTraining(locale: Locale) {
  const courses = await getCourses(locale);
  return { programmes: ofType(courses, "it-programme"), endUserCourses: ofType(courses, "it-end-user") };
}

export async function getEnglishTraining(locale: Locale) {
  const courses = await getCourses(locale);
  return {
    general: ofType(courses, "english-general"),
    conversation: ofType(courses, "english-conversation"),
    exams: ofType(courses, "english-exam"),
  };
}

export async function getBusinessTraining(locale: Locale) {
  return ofType(await getCourses(locale), "business");
}

/** The catalogue course a learning path belongs to (the first course that names it as its path). */
export async function planCourseForPath(
  slug: string,
  locale: Locale,
): Promise<{ id: string; name: string } | undefined> {
  const course = (await getCourses(locale)).find((c) => c.pathSlug === slug);
  return course ? { id: course.id, name: course.title } : undefined;
}

import { z } from "zod";
import { businessCourses } from "./data/business";
import { conversationCourses, examCourses, generalEnglishCourses } from "./data/english";
import { endUserCourses, itProgrammes } from "./data/it";
import { businessPaths } from "./data/paths-business";
import { englishPaths } from "./data/paths-english";
import { itPaths } from "./data/paths-it";
import { localize } from "./localize";
import {
  businessCourse,
  conversationCourse,
  endUserCourse,
  examCourse,
  generalEnglishCourse,
  itProgramme,
  path,
  type Area,
  type Locale,
  type Outline,
} from "./schema";
import { siteConfig } from "@/config/site";

/** The whole course catalogue, validated once when the module loads (at build time for static pages). */
export const catalog = {
  itProgrammes: z.array(itProgramme).length(12).parse(itProgrammes),
  endUserCourses: z.array(endUserCourse).length(4).parse(endUserCourses),
  generalEnglishCourses: z.array(generalEnglishCourse).length(6).parse(generalEnglishCourses),
  conversationCourses: z.array(conversationCourse).length(3).parse(conversationCourses),
  examCourses: z.array(examCourse).length(2).parse(examCourses),
  businessCourses: z.array(businessCourse).length(9).parse(businessCourses),
  paths: z
    .array(path)
    .length(20)
    .parse([...itPaths, ...englishPaths, ...businessPaths]),
};

export const pathSlugs = catalog.paths.map((p) => p.slug);

export function getPath(slug: string, locale: Locale) {
  const found = catalog.paths.find((p) => p.slug === slug);
  return found ? localize(found, locale) : undefined;
}

export function pathsOf(area: Area) {
  return catalog.paths.filter((p) => p.area === area);
}

/** Total hours of a path: the sum of its stages. */
export function totalHours(stages: readonly { hours: number }[]): number {
  return stages.reduce((sum, s) => sum + s.hours, 0);
}

/** Display limits from the spec: how many list items a card shows before '+N more'. */
export const displayLimits = { skills: 3, topics: 4, audience: 2, objectives: 3 } as const;

/** Where an outline can be downloaded: an external file (new tab) or a file of this site. */
export function outlineLink(outline: Outline | undefined): { href: string; external: boolean } | undefined {
  if (!outline) return undefined;
  if (outline.kind === "local") return { href: outline.href, external: false };
  const href = siteConfig.outlines[outline.key];
  return href ? { href, external: true } : undefined;
}

export const getItTraining = (locale: Locale) => ({
  programmes: localize(catalog.itProgrammes, locale),
  endUserCourses: localize(catalog.endUserCourses, locale),
});

export const getEnglishTraining = (locale: Locale) => ({
  general: localize(catalog.generalEnglishCourses, locale),
  conversation: localize(catalog.conversationCourses, locale),
  exams: localize(catalog.examCourses, locale),
});

export const getBusinessTraining = (locale: Locale) => localize(catalog.businessCourses, locale);

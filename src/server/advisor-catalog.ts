import "server-only";
import { tokens } from "@/domain/advisor/normalize";
import type { AdvisorEntry } from "@/domain/advisor/types";
import type { Area } from "@/content/schema";
import type { Course, Path } from "@/payload-types";
import type { CatalogFacts } from "./cms-facts";

type L10n = { en: string; ar: string };

/** What the advisor searches, in both languages: from the CMS (`fromCms`) or, in tests, from the seed. */
export interface AdvisorSource {
  paths: {
    slug: string;
    area: Area;
    title: L10n;
    badge: L10n;
    subtitle: L10n;
    outcomes: L10n[];
    stages: { title: L10n; hours: number }[];
    searchTerms?: string;
  }[];
  courses: {
    slug: string;
    area: Area;
    hasPath: boolean;
    title: L10n;
    description: L10n;
    skills: L10n[];
    searchTerms?: string;
  }[];
}

const words = (...texts: (L10n | string | undefined | null)[]) =>
  tokens(texts.map((t) => (!t ? "" : typeof t === "string" ? t : `${t.en} ${t.ar}`)).join(" "));

/** The advisor's entries: every learning path, and the IT courses that have no path of their own. */
export function advisorEntries(source: AdvisorSource): AdvisorEntry[] {
  const entries: AdvisorEntry[] = source.paths.map((p) => ({
    id: p.slug,
    kind: "path",
    area: p.area,
    title: p.title,
    summary: p.subtitle,
    href: `/paths/${p.slug}`,
    hours: p.stages.reduce((sum, s) => sum + s.hours, 0),
    stages: p.stages.length,
    strong: words(p.title, p.badge, p.searchTerms),
    weak: words(p.subtitle, ...p.outcomes, ...p.stages.map((s) => s.title)),
  }));
  // Courses without a learning path of their own: their training page is the link.
  for (const c of source.courses.filter((course) => course.area === "it" && !course.hasPath)) {
    entries.push({
      id: c.slug,
      kind: "course",
      area: c.area,
      title: c.title,
      summary: c.description,
      href: `/training/${c.area}`,
      strong: words(c.title, c.searchTerms),
      weak: words(c.description, ...c.skills),
    });
  }
  return entries;
}

const zip = (en: string | null | undefined, ar: string | null | undefined): L10n => ({
  en: en ?? "",
  ar: ar ?? en ?? "",
});
const zipRows = (
  en: { text?: string | null }[] | null | undefined,
  ar: { text?: string | null }[] | null | undefined,
) => (en ?? []).map((row, i) => zip(row.text, ar?.[i]?.text));

/** The advisor's source from the published CMS documents (both languages zipped by document id). */
export function fromCms(facts: CatalogFacts): AdvisorSource {
  const arPath = new Map<number, Path>(facts.ar.paths.map((p) => [p.id, p]));
  const arCourse = new Map<number, Course>(facts.ar.courses.map((c) => [c.id, c]));
  return {
    paths: facts.en.paths.map((p) => {
      const ar = arPath.get(p.id);
      return {
        slug: p.slug,
        area: p.area,
        title: zip(p.title, ar?.title),
        badge: zip(p.badge, ar?.badge),
        subtitle: zip(p.subtitle, ar?.subtitle),
        outcomes: zipRows(p.outcomes, ar?.outcomes),
        stages: (p.stages ?? []).map((s, i) => ({ title: zip(s.title, ar?.stages?.[i]?.title), hours: s.hours })),
        searchTerms: p.searchTerms ?? undefined,
      };
    }),
    courses: facts.en.courses.map((c) => {
      const ar = arCourse.get(c.id);
      return {
        slug: c.slug,
        area: c.type.startsWith("it-") ? "it" : c.type.startsWith("english-") ? "english" : "business",
        hasPath: Boolean(c.path),
        title: zip(c.title, ar?.title),
        description: zip(c.description, ar?.description),
        skills: zipRows(c.skills, ar?.skills),
        searchTerms: c.searchTerms ?? undefined,
      };
    }),
  };
}

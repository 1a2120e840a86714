import "server-only";
import { createTranslator } from "use-intl/core";
import { tokens } from "@/domain/advisor/normalize";
import type { AdvisorEntry } from "@/domain/advisor/types";
import type { Area } from "@/content/schema";
import { formatDay, formatNumber } from "@/i18n/dates";
import type { Locale } from "@/i18n/locales";
import type { Course, Intake, Path } from "@/payload-types";
import ar from "../../messages/ar.json";
import en from "../../messages/en.json";
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

/** An intake as the advisor tells it: the entries it belongs to (a path, or a course and its path) and when. */
export interface IntakeNote {
  keys: string[];
  when: L10n;
}

const messages = { en, ar };

/**
 * The sentence of an intake in one language: "Tuesday, 15 December 2026, at the centre in Alexandria, …",
 * in the schedule page's words. use-intl's core translator (what next-intl's createTranslator is): it reads
 * the messages as the build compiles them, and has no React, so the operators' scripts that load the
 * container run under the react-server condition.
 */
function intakeSentence(doc: Intake, locale: Locale): string {
  const t = createTranslator({ locale, messages: messages[locale], namespace: "Schedule" });
  const price = doc.price?.from
    ? doc.price.to && doc.price.to !== doc.price.from
      ? t("priceRange", { from: formatNumber(locale, doc.price.from), to: formatNumber(locale, doc.price.to) })
      : t("price", { price: formatNumber(locale, doc.price.from) })
    : undefined;
  return [
    formatDay(locale, doc.startDate!),
    t(`formats.${doc.format}`),
    doc.schedule,
    t(`languages.${doc.language}`),
    t(`status.${doc.status}`),
    price,
  ]
    .filter(Boolean)
    .join(locale === "ar" ? "، " : ", ");
}

/** The published upcoming intakes (both languages, same order) as the advisor's notes. */
export function intakeNotes(intakes: { en: Intake[]; ar: Intake[] }): IntakeNote[] {
  const arabic = new Map(intakes.ar.map((doc) => [doc.id, doc]));
  return intakes.en.flatMap((doc) => {
    const ar = arabic.get(doc.id);
    const target = doc.of.value;
    if (!ar || !doc.startDate || typeof target !== "object" || !target) return [];
    const keys =
      doc.of.relationTo === "paths"
        ? [target.slug]
        : [
            target.slug,
            ...(typeof (target as Course).path === "object" && (target as Course).path
              ? [((target as Course).path as Path).slug]
              : []),
          ];
    return [{ keys, when: { en: intakeSentence(doc, "en"), ar: intakeSentence(ar, "ar") } }];
  });
}

/** The entries with the next intake of each (the notes come soonest first). */
export function withIntakes(entries: AdvisorEntry[], notes: IntakeNote[]): AdvisorEntry[] {
  return entries.map((entry) => {
    const note = notes.find((n) => n.keys.includes(entry.id));
    return note ? { ...entry, nextIntake: note.when } : entry;
  });
}

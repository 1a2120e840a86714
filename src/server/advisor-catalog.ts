import "server-only";
import { tokens } from "@/domain/advisor/normalize";
import type { AdvisorEntry } from "@/domain/advisor/types";
import { searchTerms as aliases } from "@/cms/seed/search-terms";
import { catalog, totalHours } from "@/content/catalog";
import type { L10n } from "@/content/schema";

const words = (...texts: (L10n | string | undefined)[]) =>
  tokens(texts.map((t) => (t === undefined ? "" : typeof t === "string" ? t : `${t.en} ${t.ar}`)).join(" "));

function build(): AdvisorEntry[] {
  const entries: AdvisorEntry[] = catalog.paths.map((p) => ({
    id: p.slug,
    kind: "path",
    area: p.area,
    title: p.title,
    summary: p.subtitle,
    href: `/paths/${p.slug}`,
    hours: totalHours(p.stages),
    stages: p.stages.length,
    strong: words(p.title, p.badge, aliases[p.slug]),
    weak: words(p.subtitle, ...p.outcomes, ...p.stages.map((s) => s.title)),
  }));
  // Courses that have no learning path of their own (their training page is the link).
  const courseEntries = [
    ...catalog.itProgrammes.filter((c) => !c.pathSlug).map((c) => ({ c, skills: c.skills, area: "it" as const })),
    ...catalog.endUserCourses.map((c) => ({ c, skills: c.skills, area: "it" as const })),
  ];
  for (const { c, skills, area } of courseEntries) {
    entries.push({
      id: c.id,
      kind: "course",
      area,
      title: c.title,
      summary: c.description,
      href: `/training/${area}`,
      strong: words(c.title, aliases[c.id]),
      weak: words(c.description, ...skills),
    });
  }
  return entries;
}

export const advisorEntries: AdvisorEntry[] = build();

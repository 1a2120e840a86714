import { catalog } from "@/cms/seed/catalog";
import { searchTerms } from "@/cms/seed/search-terms";
import type { AdvisorEntry } from "@/domain/advisor/types";
import { advisorEntries } from "@/server/advisor-catalog";

/** The advisor's entries for the content the CMS is seeded with (tests of the domain need no database). */
export function seedAdvisorEntries(): AdvisorEntry[] {
  return advisorEntries({
    paths: catalog.paths.map((p) => ({
      slug: p.slug,
      area: p.area,
      title: p.title,
      badge: p.badge,
      subtitle: p.subtitle,
      outcomes: p.outcomes,
      stages: p.stages.map((s) => ({ title: s.title, hours: s.hours })),
      searchTerms: searchTerms[p.slug],
    })),
    courses: [
      ...catalog.itProgrammes.map((c) => ({ ...c, hasPath: Boolean(c.pathSlug) })),
      ...catalog.endUserCourses.map((c) => ({ ...c, hasPath: false })),
    ].map((c) => ({
      slug: c.id,
      area: "it" as const,
      hasPath: c.hasPath,
      title: c.title,
      description: c.description,
      skills: c.skills,
      searchTerms: searchTerms[c.id],
    })),
  });
}

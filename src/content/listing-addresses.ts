import { areas, type Area } from "./schema";

/**
 * The addresses of the two listings whose views depend on the query: the schedule's filters
 * (/schedule?area=it&format=online&month=2026-12) and the news list's pages (/blog?page=2).
 *
 * Visitors and links use the query form. The proxy (src/proxy.ts) rewrites it to a path segment
 * (/schedule/filter/it_online_2026-12, /blog/page/2) so that each view is a page of its own that Next renders once
 * and keeps in its cache until the content it shows changes (incremental static regeneration), instead of
 * rendering the page and reading the CMS on every request. Every value is checked here, so the number of such
 * pages is bounded: a value that is not one of the known ones is dropped, as the page always did.
 */

export const intakeFormats = ["centre", "online", "on-site"] as const;
export type IntakeFormatFilter = (typeof intakeFormats)[number];

export interface ScheduleFilters {
  area?: Area;
  format?: IntakeFormatFilter;
  /** "2026-12" */
  month?: string;
}

/** The months a filter may name: from last month to two years ahead (the intakes are within them). */
function monthInRange(month: string, now: Date): boolean {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return false;
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return index >= current - 1 && index <= current + 24;
}

/** The filters of a query; unknown values are ignored. */
export function scheduleFiltersOf(query: URLSearchParams, now = new Date()): ScheduleFilters {
  const area = query.get("area") ?? "";
  const format = query.get("format") ?? "";
  const month = query.get("month") ?? "";
  return {
    area: (areas as readonly string[]).includes(area) ? (area as Area) : undefined,
    format: (intakeFormats as readonly string[]).includes(format) ? (format as IntakeFormatFilter) : undefined,
    month: monthInRange(month, now) ? month : undefined,
  };
}

const ANY = "all";

/** The path segment of a set of filters ("it_online_2026-12", "all_all_2026-12"); undefined when none is set. */
export function scheduleSegment(filters: ScheduleFilters): string | undefined {
  if (!filters.area && !filters.format && !filters.month) return undefined;
  return [filters.area ?? ANY, filters.format ?? ANY, filters.month ?? ANY].join("_");
}

/** The filters of a path segment, or undefined when it is not one that scheduleSegment makes. */
export function scheduleFiltersOfSegment(segment: string, now = new Date()): ScheduleFilters | undefined {
  const parts = segment.split("_");
  if (parts.length !== 3) return undefined;
  const query = new URLSearchParams();
  const names = ["area", "format", "month"] as const;
  names.forEach((name, index) => {
    if (parts[index] !== ANY) query.set(name, parts[index]!);
  });
  const filters = scheduleFiltersOf(query, now);
  return scheduleSegment(filters) === segment ? filters : undefined;
}

/**
 * The page of the news list a query asks for: 1 when none is given, the number for "1".."999" (nine posts a page:
 * room for 8,991), and 0 for anything else (the list answers 404 for it, as it always did).
 */
export function newsPageOf(query: URLSearchParams): number {
  const raw = query.get("page");
  if (raw === null) return 1;
  return /^[1-9][0-9]{0,2}$/.test(raw) ? Number(raw) : 0;
}

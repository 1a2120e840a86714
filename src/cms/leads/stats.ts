/** The desk's figures: leads per week by kind, by landing page and by source, and time to first contact against 24 hours. */
import type { Where } from "payload";
import { cairoWallClock } from "@/lib/cairo-clock";
/** The landing page of leads sent without one (plain form posts, earlier leads). */
export const UNKNOWN_PAGE = "";
export const PROMISE_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export interface StatsLead {
  kind: string;
  receivedAt: string;
  history?: { field?: string | null; from?: string | null; at?: string | null }[] | null;
  source?: { landingPage?: string | null; referrerHost?: string | null; utmSource?: string | null } | null;
  /** The requested course (interest list, seat request), as the lead's language names it. */
  offering?: string | null;
  courseIds?: string | null;
}

export interface DeskStats {
  /** Monday-based weeks (UTC), oldest first: the week's start (YYYY-MM-DD) and leads per kind. */
  weeks: { start: string; total: number; byKind: Record<string, number> }[];
  /** Landing pages of the period, most leads first (at most 5); leads without one count under UNKNOWN_PAGE. */
  landingPages: [string, number][];
  /** Where the visits came from, most leads first (at most 5): the UTM source, else the referrer's host; leads
   * with neither (typed addresses, bookmarks, earlier leads) count under UNKNOWN_PAGE. */
  sources: [string, number][];
  /** Interest-list sign-ups per course, most first (at most 10): which course to schedule next. */
  interest: [string, number][];
  /** Leads first contacted (status left "new") within 24 h, after it, and still new past 24 h. */
  firstContact: { withinPromise: number; late: number; waitingPastPromise: number; medianMs: number | null };
}

/** The largest counts, most first (ties in alphabetical order). */
function top(counts: Map<string, number>, n = 5): [string, number][] {
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, n);
}

function weekStart(ms: number): number {
  const day = new Date(ms);
  const monday =
    Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) - ((day.getUTCDay() + 6) % 7) * 86_400_000;
  return monday;
}

/** When the lead left "new": its first status change in the history. */
export function firstContactAt(lead: StatsLead): number | undefined {
  const change = (lead.history ?? []).find((h) => h.field === "status" && h.from === "new" && h.at);
  return change ? Date.parse(change.at!) : undefined;
}

export function deskStats(leads: StatsLead[], now: number, weeks = 8): DeskStats {
  const first = weekStart(now) - (weeks - 1) * WEEK_MS;
  const rows = Array.from({ length: weeks }, (_, i) => ({
    start: new Date(first + i * WEEK_MS).toISOString().slice(0, 10),
    total: 0,
    byKind: {} as Record<string, number>,
  }));
  const pages = new Map<string, number>();
  const sources = new Map<string, number>();
  const interest = new Map<string, number>();
  const delays: number[] = [];
  let late = 0;
  let waitingPastPromise = 0;
  for (const lead of leads) {
    const at = Date.parse(lead.receivedAt);
    const index = Math.floor((at - first) / WEEK_MS);
    if (!(index >= 0 && index < weeks)) continue;
    const row = rows[index]!;
    row.total++;
    row.byKind[lead.kind] = (row.byKind[lead.kind] ?? 0) + 1;
    const page = lead.source?.landingPage || UNKNOWN_PAGE;
    pages.set(page, (pages.get(page) ?? 0) + 1);
    const from = lead.source?.utmSource || lead.source?.referrerHost || UNKNOWN_PAGE;
    sources.set(from, (sources.get(from) ?? 0) + 1);
    if (lead.kind === "interest") {
      const course = lead.courseIds || lead.offering || UNKNOWN_PAGE;
      interest.set(course, (interest.get(course) ?? 0) + 1);
    }
    const contacted = firstContactAt(lead);
    if (contacted === undefined) {
      if (now - at > PROMISE_MS) waitingPastPromise++;
    } else {
      delays.push(contacted - at);
      if (contacted - at > PROMISE_MS) late++;
    }
  }
  delays.sort((a, b) => a - b);
  const medianMs = delays.length
    ? delays.length % 2
      ? delays[(delays.length - 1) / 2]!
      : (delays[delays.length / 2 - 1]! + delays[delays.length / 2]!) / 2
    : null;
  return {
    weeks: rows,
    landingPages: top(pages),
    sources: top(sources),
    interest: top(interest, 10),
    firstContact: { withinPromise: delays.length - late, late, waitingPastPromise, medianMs },
  };
}

/** The last moment of the day `now` falls in, in Alexandria (Africa/Cairo, summer time included). */
export function endOfCairoDay(now: number): number {
  const clock = cairoWallClock(now);
  const [year, month, day] = [Number(clock.year), Number(clock.month) - 1, Number(clock.day)];
  const wall = Date.UTC(year, month, day, Number(clock.hour), Number(clock.minute));
  // Cairo's offset from UTC at `now`, to the minute.
  const offset = wall - Math.floor(now / 60_000) * 60_000;
  return Date.UTC(year, month, day + 1) - offset - 1;
}

/** Leads still being worked (not enrolled, not lost). */
const OPEN_STATUSES_NOT = ["enrolled", "lost"] as const;

/**
 * Follow-ups due today or overdue: the leads whose follow-up date is before the end of today in Alexandria and that
 * are still being worked; with `owner`, only the ones that staff member owns. The `where` to count them, and the
 * address of that list (soonest first): the admin's own list view, which reads the same `where` from its address.
 */
export function followUpsDue(now: number, list: string, owner?: string | number) {
  const end = new Date(endOfCairoDay(now)).toISOString();
  const where: Where = {
    and: [
      { followUpAt: { less_than_equal: end } },
      { status: { not_in: [...OPEN_STATUSES_NOT] } },
      ...(owner === undefined ? [] : [{ owner: { equals: owner } }]),
    ],
  };
  const query = new URLSearchParams({
    "where[and][0][followUpAt][less_than_equal]": end,
    "where[and][1][status][not_in][0]": OPEN_STATUSES_NOT[0],
    "where[and][1][status][not_in][1]": OPEN_STATUSES_NOT[1],
    ...(owner === undefined ? {} : { "where[and][2][owner][equals]": String(owner) }),
    sort: "followUpAt",
  });
  return { where, href: `${list}?${query}` };
}

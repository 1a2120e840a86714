/** Alexandria's wall clock (Africa/Cairo, summer time included) at an instant: "2026", "11", "27", "09", "05". */
export function cairoWallClock(ms: number): Record<"year" | "month" | "day" | "hour" | "minute", string> {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Africa/Cairo",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(ms));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour"), minute: get("minute") };
}

/** What a time column of an export is written in, and the note its header carries: "received_at (Africa/Cairo)". */
export const CAIRO_ZONE = "Africa/Cairo";

/**
 * An instant (milliseconds, or an ISO string as Payload stores dates) as Alexandria's wall clock, to the minute:
 * "2026-11-27 12:05". Empty for nothing or an unreadable date. Spreadsheets read this form as a date and time.
 */
export function cairoTimestamp(at: number | string | null | undefined): string {
  if (at === null || at === undefined || at === "") return "";
  const ms = typeof at === "number" ? at : Date.parse(at);
  if (!Number.isFinite(ms)) return "";
  const { year, month, day, hour, minute } = cairoWallClock(ms);
  return `${year}-${month}-${day} ${hour}:${minute}`;
}

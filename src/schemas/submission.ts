import { HONEYPOT_FIELD } from "./submission-fields";

/** Why a submission looks automated; such leads are stored, counted and reviewed, not mailed. */
export type SpamReason = "honeypot" | "too_fast" | "no_timer" | "bad_timer";

export { HONEYPOT_FIELD } from "./submission-fields";

/** The shortest time a person takes to fill in a form (from the form's display to its submission). */
export const MIN_FILL_MS = 2500;
/** A form timer ahead of the server's clock by more than this is not a clock difference but invented. */
export const MAX_CLOCK_AHEAD_MS = 2 * 60_000;
/** A form open longer than this (a timer of 0, say) is not a visitor's. */
export const MAX_FORM_AGE_MS = 7 * 24 * 3_600_000;

/**
 * What every lead form sends besides its fields: a honeypot that people never fill in, and when the form
 * was shown (`startedAt`, the browser's clock in ms). A submission that trips either is stored as suspected
 * spam (reviewed by a person, not mailed); its sender still gets a success-shaped answer.
 * Plain HTML posts (JavaScript off) have no timer, so for them only the honeypot counts.
 */
export function spamSignal(
  data: Record<string, unknown>,
  now: number,
  bodyKind: "json" | "form",
): SpamReason | undefined {
  const honeypot = data[HONEYPOT_FIELD];
  if (typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot !== undefined && honeypot !== null) {
    return "honeypot";
  }
  const startedAt = data.startedAt;
  if (startedAt === undefined || startedAt === null || startedAt === "")
    return bodyKind === "json" ? "no_timer" : undefined;
  const value = typeof startedAt === "number" ? startedAt : typeof startedAt === "string" ? Number(startedAt) : NaN;
  if (!Number.isFinite(value)) return "bad_timer";
  const elapsed = now - value;
  if (elapsed < -MAX_CLOCK_AHEAD_MS || elapsed > MAX_FORM_AGE_MS) return "bad_timer";
  return elapsed < MIN_FILL_MS ? "too_fast" : undefined;
}

import * as z from "zod/mini";

/** A path of this site ("/ar/training/it"): no scheme, host, query or fragment, printable ASCII. */
const path = z.optional(
  z.string().check(
    z.maxLength(300),
    z.regex(/^\/[\x21-\x7E]*$/),
    z.refine((v) => !/[?#]/.test(v)),
  ),
);
/** A host name ("www.google.com"). */
const host = z.optional(z.string().check(z.maxLength(253), z.regex(/^[A-Za-z0-9.-]+(:\d{1,5})?$/)));
/** A campaign tag as people write them (letters of any script, digits, a few separators). */
const tag = z.optional(z.string().check(z.maxLength(100), z.regex(/^[\p{L}\p{N} _.+\-/]*$/u)));

/**
 * Where a lead came from, as the forms send it (src/components/forms/lead-source.ts): the landing page of the
 * visit, the page it was sent from, the referrer's host, the UTM tags of the visit's first page, and the device
 * class. No cookies, nothing from a third party. A source that does not pass is left out; the lead is kept.
 */
export const leadSourceInput = z.object({
  landingPage: path,
  page: path,
  referrerHost: host,
  utmSource: tag,
  utmMedium: tag,
  utmCampaign: tag,
  device: z.optional(z.enum(["mobile", "tablet", "desktop"])),
});
export type LeadSourceInput = z.infer<typeof leadSourceInput>;

/** The source as stored, or undefined when it is missing, empty or not well-formed. */
export function parseLeadSource(value: unknown): LeadSourceInput | undefined {
  const parsed = leadSourceInput.safeParse(value);
  if (!parsed.success) return undefined;
  const kept = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined && v !== ""));
  return Object.keys(kept).length ? (kept as LeadSourceInput) : undefined;
}

/**
 * The source a plain form post (no JavaScript) still tells: the page it was sent from, taken from the request's
 * Referer when that is this site (the site's Referrer-Policy sends a same-origin page's whole address), with the
 * UTM tags of that address. The visit's first page and the outside referrer are not known without the script.
 */
export function sourceFromReferer(referer: string | null, siteOrigins: string[]): LeadSourceInput | undefined {
  if (!referer) return undefined;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return undefined;
  }
  if (!siteOrigins.includes(url.origin)) return undefined;
  const utm = (name: string) => url.searchParams.get(name)?.slice(0, 100) || undefined;
  return parseLeadSource({
    page: url.pathname,
    landingPage: url.pathname,
    utmSource: utm("utm_source"),
    utmMedium: utm("utm_medium"),
    utmCampaign: utm("utm_campaign"),
  });
}

/** A source sent as a form field: the JSON the page's script put in a hidden input. */
export function sourceField(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

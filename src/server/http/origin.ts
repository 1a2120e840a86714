import "server-only";
import { AppError } from "@/domain/errors";
import { isLocale, type Locale } from "@/i18n/locales";

/** This site's origins for a request: SITE_URL's, and the one the request was sent to (its Host). */
function siteOrigins(request: Request, siteUrl: string): Set<string> {
  const origins = new Set([new URL(siteUrl).origin]);
  const host = request.headers.get("host");
  if (host) {
    const proto = request.headers.get("x-forwarded-proto") ?? new URL(request.url).protocol.replace(":", "");
    origins.add(`${proto}://${host}`);
  }
  return origins;
}

/**
 * Refuses cross-site posts. Browsers say where a request comes from (Sec-Fetch-Site, Origin); a post
 * from another site's page is refused. Requests that carry neither (server tools) are not browsers' and pass.
 */
export function assertSameOrigin(request: Request, siteUrl: string): void {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") throw new AppError("cross_site");
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") {
    if (origin === "null") throw new AppError("cross_site");
    return;
  }
  if (!siteOrigins(request, siteUrl).has(origin)) throw new AppError("cross_site");
}

/**
 * The language of this site's page that a form was posted from (its Referer: `/ar` and below is Arabic), else
 * English. A form's body says its language; this is the language of a refusal that comes before the body is read
 * (the rate limit, a body too large or too slow, an instance that is stopping), so that a visitor on an Arabic
 * page is not answered in English. Another site's page does not choose it.
 */
export function pageLocale(request: Request, siteUrl: string): Locale {
  const referer = request.headers.get("referer");
  if (!referer || !URL.canParse(referer)) return "en";
  const page = new URL(referer);
  const first = page.pathname.split("/")[1];
  return siteOrigins(request, siteUrl).has(page.origin) && isLocale(first) ? first : "en";
}

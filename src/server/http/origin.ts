import "server-only";
import { AppError } from "@/domain/errors";

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
  const allowed = new Set([new URL(siteUrl).origin]);
  const host = request.headers.get("host");
  if (host) {
    const proto = request.headers.get("x-forwarded-proto") ?? new URL(request.url).protocol.replace(":", "");
    allowed.add(`${proto}://${host}`);
  }
  if (!allowed.has(origin)) throw new AppError("cross_site");
}

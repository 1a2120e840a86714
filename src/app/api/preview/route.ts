import config from "@payload-config";
import { draftMode } from "next/headers";
import { getPayload } from "payload";
import { hasRole } from "@/cms/access";

export const dynamic = "force-dynamic";

/**
 * The admin's "Preview" button: a signed-in editor sees the page with its drafts (Next's draft mode), on the
 * real site, until /api/preview/exit. Anyone else gets 403. Only paths of this site are previewed.
 */
export async function GET(request: Request): Promise<Response> {
  const path = new URL(request.url).searchParams.get("path") ?? "";
  if (!/^\/(?!\/)[A-Za-z0-9/_-]*$/.test(path)) return new Response("Bad path", { status: 400 });
  const payload = await getPayload({ config });
  const { user } = await payload.auth({ headers: request.headers });
  if (!hasRole(user, "admin", "editor")) return new Response("Sign in to the admin to preview", { status: 403 });
  (await draftMode()).enable();
  return new Response(null, { status: 307, headers: { location: path, "cache-control": "no-store" } });
}

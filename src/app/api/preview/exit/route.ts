import { draftMode } from "next/headers";

export const dynamic = "force-dynamic";

/** Leaves the preview: the site shows published content again. */
export async function GET(request: Request): Promise<Response> {
  (await draftMode()).disable();
  const back = new URL(request.url).searchParams.get("path") ?? "/";
  const location = /^\/(?!\/)[A-Za-z0-9/_-]*$/.test(back) ? back : "/";
  return new Response(null, { status: 307, headers: { location, "cache-control": "no-store" } });
}

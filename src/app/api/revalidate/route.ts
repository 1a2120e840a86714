import { timingSafeEqual } from "node:crypto";
import { revalidatePath } from "next/cache";
import { revalidateToken } from "@/server/content-broadcast";

export const dynamic = "force-dynamic";

/**
 * This instance's public pages are rendered again on their next request. Called only by this process itself
 * (src/server/content-broadcast.ts, when another instance's content change arrives), with a token nobody
 * outside the process knows; anything else gets 404.
 */
export async function POST(request: Request): Promise<Response> {
  const given = Buffer.from((request.headers.get("authorization") ?? "").replace(/^Bearer /, ""));
  const expected = Buffer.from(revalidateToken());
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return new Response(null, { status: 404, headers: { "cache-control": "no-store" } });
  }
  revalidatePath("/[locale]", "layout");
  revalidatePath("/sitemap.xml");
  return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
}

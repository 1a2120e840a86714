import { timingSafeEqual } from "node:crypto";
import { revalidateTag } from "next/cache";
import { cms } from "@/content/read";
import { contentTag } from "@/content/tags";
import { revalidateToken } from "@/server/revalidate-token";

export const dynamic = "force-dynamic";

/**
 * Revalidates content cache tags in this instance (`{ tags }`, or every content tag when none is named). Called
 * only by this process itself (src/server/content-broadcast.ts, when another instance's change arrives), with a
 * token nobody outside the process knows; anything else gets 404.
 */
export async function POST(request: Request): Promise<Response> {
  const given = Buffer.from((request.headers.get("authorization") ?? "").replace(/^Bearer /, ""));
  const expected = Buffer.from(revalidateToken());
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return new Response(null, { status: 404, headers: { "cache-control": "no-store" } });
  }
  const body = (await request.json().catch(() => ({}))) as { tags?: unknown };
  const payload = await cms();
  const all = [
    ...Object.keys(payload.collections).map(contentTag.collection),
    ...payload.config.globals.map((global) => contentTag.global(global.slug)),
  ];
  const named = Array.isArray(body.tags) ? body.tags.filter((tag): tag is string => all.includes(String(tag))) : all;
  for (const tag of named) revalidateTag(tag, { expire: 0 });
  return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
}

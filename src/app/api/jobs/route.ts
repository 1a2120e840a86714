import { timingSafeEqual } from "node:crypto";
import path from "node:path";
import { env } from "@/config/env";
import { cms } from "@/content/read";
import { runScheduledJobs } from "@/server/scheduled-jobs";
import { revalidateToken } from "@/server/revalidate-token";

export const dynamic = "force-dynamic";

/**
 * Runs the CMS's due scheduled publishes (src/server/scheduled-jobs.ts). Called only by this process itself,
 * with a token nobody outside the process knows; anything else gets 404.
 */
export async function POST(request: Request): Promise<Response> {
  const given = Buffer.from((request.headers.get("authorization") ?? "").replace(/^Bearer /, ""));
  const expected = Buffer.from(revalidateToken());
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return new Response(null, { status: 404, headers: { "cache-control": "no-store" } });
  }
  const { DATABASE_URL, DATA_DIR } = env();
  const result = await runScheduledJobs(await cms(), {
    databaseUrl: DATABASE_URL,
    dataDir: path.resolve(/* turbopackIgnore: true */ DATA_DIR),
  });
  return Response.json(result, { headers: { "cache-control": "no-store" } });
}

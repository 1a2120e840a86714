// Next's cache handler (`cacheHandler` in next.config.ts): where Next keeps rendered pages and the content reads
// of src/content/read.ts (unstable_cache), through @fortedigital/nextjs-cache-handler.
//
// - REDIS_URL set: in Redis, shared by every instance. An entry stored by one is read by the others, and a
//   revalidateTag on one deletes the tagged entries for all: an edit through one instance is live on every one,
//   and on an instance started later, with nothing else to keep them coherent.
// - Without it (one instance, the embedded defaults): in this process's memory, at most MEMORY_BYTES, the least
//   recently used entries dropped. A restart starts empty, so nothing rendered before it can be served after it.
// - `next build` keeps what it prerenders in memory and drops it: the pages are rendered from the CMS the server
//   runs on, on their first request, never taken from the build's database.
//
// Keys begin with the build's id and the database the content comes from: a new build (different code) or
// another database (tests, a staging copy) never reads another's pages from a shared Redis.
//
// A Redis outage: a read is a miss (the page is rendered from the CMS), a write is dropped, and a revalidateTag is
// kept here and sent again every RETRY_MS until Redis answers. What a revalidation lost for good (this process
// ended before Redis came back) can leave stale is bounded by the age limit: every entry expires CACHE_MAX_AGE_S
// seconds after it was stored (900 s unless set), then its next request renders it anew.
//
// The CMS's hooks renew what a published change touched through this handler itself (src/cms/hooks/revalidate.ts),
// within a request of Next (an editor's save) or outside one (Payload's job runner publishing a scheduled post).
//
// Plain JavaScript: Next imports this file by its path when it starts, outside its bundles.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { ioredisAdapter } from "@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter";
import { withRouteTags } from "../patches/nextjs-cache-handler-route-tags.mjs";
import { Redis } from "ioredis";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import pino from "pino";

/** Memory for the cache of one instance without Redis (Next's own default is 50 MB). */
const MEMORY_BYTES = 50 * 1024 * 1024;
/** How often a revalidation that Redis did not take is sent again. */
export const RETRY_MS = 2_000;
/** The longest an entry is kept, in seconds (CACHE_MAX_AGE_S; 900 unless set). */
const maxAge = () => {
  const given = Number(process.env.CACHE_MAX_AGE_S);
  return Number.isInteger(given) && given >= 5 && given <= 86_400 ? given : 900;
};
/** Where this process's handler is kept, for the CMS's hooks (Next's bundles are other modules than this file). */
const KEY = Symbol.for("training-site.next-cache");

const logger = pino({
  level: process.env.LOG_LEVEL || "info",
  base: { service: "site" },
  timestamp: pino.stdTimeFunctions.isoTime,
});

/** The key prefix: the build and the database the pages were rendered from. */
export function keyPrefix(buildId, environment = process.env) {
  const database =
    environment.DATABASE_URL || `sqlite:${resolve(/* turbopackIgnore: true */ environment.DATA_DIR || "./data")}`;
  const id = createHash("sha256")
    .update(`${buildId ?? "dev"}\n${database}`)
    .digest("base64url")
    .slice(0, 16);
  return `site:cache:${id}:`;
}

/**
 * A handler that keeps the revalidations Redis did not take and sends them again until it does (the Redis
 * handler's own revalidateTag throws while Redis is away, and the CacheHandler above it drops the error).
 */
export function retryingRevalidations(handler, { retryMs = RETRY_MS, log = logger } = {}) {
  const pending = new Set();
  let timer;
  const flush = async () => {
    timer = undefined;
    for (const tag of [...pending]) {
      try {
        await handler.revalidateTag(tag);
        pending.delete(tag);
        log.info({ tag }, "cache: a revalidation kept during a Redis outage was applied");
      } catch {
        break;
      }
    }
    if (pending.size) schedule();
  };
  const schedule = () => {
    timer ??= setTimeout(() => void flush(), retryMs);
    timer.unref?.();
  };
  return {
    ...handler,
    name: `${handler.name}, revalidations kept`,
    pending: () => [...pending],
    async revalidateTag(tag) {
      try {
        await handler.revalidateTag(tag);
      } catch (error) {
        pending.add(tag);
        log.warn(
          { tag, err: error instanceof Error ? error.message : String(error) },
          "cache: revalidation kept until Redis answers",
        );
        schedule();
      }
    },
  };
}

// Re-exported for its test (tests/integration/next-cache.integ.ts).
export { withRouteTags };

function redisHandler(url, buildId) {
  const client = new Redis(url, {
    // A command fails at once while Redis is away (a read is a miss) instead of waiting in a queue.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  client.on("error", () => undefined);
  return retryingRevalidations(
    withRouteTags(
      createRedisHandler({ client: ioredisAdapter(client), keyPrefix: keyPrefix(buildId), timeoutMs: 2_000 }),
    ),
  );
}

/** The build's id (the key prefix), read where `next build` wrote it; none while building. */
function buildId() {
  try {
    return readFileSync(join(process.cwd(), ".next/BUILD_ID"), "utf8").trim();
  } catch {
    return undefined;
  }
}

/** A new handler: Redis or memory. */
function createHandler() {
  const building = process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;
  const url = process.env.REDIS_URL;
  const handler =
    url && !building
      ? redisHandler(url, buildId())
      : withRouteTags(createLruHandler({ maxItemSizeBytes: MEMORY_BYTES }));
  if (!building) logger.info({ cache: handler.name, maxAgeS: maxAge() }, "cache handler ready");
  return handler;
}
/**
 * This process's handler, made at its first use: Next's (its cache), or the CMS's hooks' when a change comes first
 * (src/cms/hooks/revalidate.ts). One per process, even if this file were loaded twice.
 */
export function nextCacheHandler() {
  globalThis[KEY] ??= createHandler();
  return globalThis[KEY];
}

CacheHandler.onCreation(() => {
  const ages = maxAge();
  return {
    handlers: [nextCacheHandler()],
    // Every entry expires at most this long after it was stored, whatever its page's own revalidate.
    ttl: { defaultStaleAge: ages, estimateExpireAge: (staleAge) => Math.min(staleAge, ages) },
  };
});

export default CacheHandler;

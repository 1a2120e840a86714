// Next's cache (rendered pages, and the CMS reads of src/content/read.ts) in Redis, shared by every instance of
// the site: next.config.ts names this file as Next's `cacheHandler` when REDIS_URL is set. The work is done by
// @trieb.work/nextjs-turbo-redis-cache (entries as Redis strings; each tag's last revalidation in a Redis hash,
// loaded by an instance when it starts and kept current through Redis pub/sub), so a publish revalidated on one
// instance is seen by all, and an instance started after the edit never serves what was cached before it.
//
// What this file adds to the library:
// - Entries are kept per build and per database: the key prefix is the build id and a digest of the database
//   the site reads (DATABASE_URL, or the SQLite folder DATA_DIR). Two sites, or a staging copy, that share one
//   Redis never serve each other's pages.
// - The Redis database is the one REDIS_URL names (the library's own default is database 1 outside Vercel).
// - Redis down or slow never holds a page: a read waits at most READ_WAIT_MS and is then a miss (the page is
//   rendered from the CMS); a write or a revalidation waits at most WRITE_WAIT_MS and goes on in the background.
// - Keyspace notifications are not required (managed Redis often refuses CONFIG): without them the library's
//   map of which entry carries which tag forgets expired entries at its hourly resync instead of at once.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { RedisStringsHandler } from "@trieb.work/nextjs-turbo-redis-cache";

const READ_WAIT_MS = 1_000;
const WRITE_WAIT_MS = 2_000;

process.env.SKIP_KEYSPACE_CONFIG_CHECK ??= "true";

/** `<build id>:<digest of the database>:`, the prefix of every key this site writes. */
export function keyPrefix(serverDistDir, env = process.env) {
  let buildId = "dev";
  try {
    buildId = readFileSync(
      path.join(serverDistDir ?? path.join(process.cwd(), ".next", "server"), "..", "BUILD_ID"),
      "utf8",
    ).trim();
  } catch {
    // no build yet (development): one prefix for all
  }
  const database = env.DATABASE_URL || `sqlite:${path.resolve(env.DATA_DIR || "./data")}`;
  return `${buildId}:${createHash("sha256").update(database).digest("hex").slice(0, 12)}:`;
}

/** The database number of a redis:// URL ("/2"), 0 when it names none. */
export function redisDatabase(url) {
  const number = Number(new URL(url).pathname.slice(1) || 0);
  return Number.isInteger(number) && number >= 0 ? number : 0;
}

/** `promise`, or `fallback` once `ms` have passed (the promise goes on; its failure is only logged). */
function within(promise, ms, fallback, what) {
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(() => {
      console.warn(`shared cache: ${what} did not finish within ${ms} ms; going on without it`);
      resolve(fallback);
    }, ms);
  });
  const settled = promise.then(
    (value) => value,
    (error) => {
      console.error(`shared cache: ${what} failed: ${error?.message ?? error}`);
      return fallback;
    },
  );
  return Promise.race([settled, late]).finally(() => clearTimeout(timer));
}

let shared;

/** One handler per process (Next constructs one per request). */
export default class SharedCacheHandler {
  constructor(options = {}) {
    if (!shared) {
      const redisUrl = process.env.REDIS_URL;
      if (!redisUrl) throw new Error("the shared cache needs REDIS_URL");
      shared = new RedisStringsHandler({
        redisUrl,
        database: redisDatabase(redisUrl),
        keyPrefix: keyPrefix(options.serverDistDir),
        getTimeoutMs: 500,
      });
    }
  }

  get(key, ctx) {
    return within(shared.get(key, ctx), READ_WAIT_MS, null, `reading ${key}`);
  }

  set(key, data, ctx) {
    return within(shared.set(key, data, ctx), WRITE_WAIT_MS, undefined, `writing ${key}`);
  }

  revalidateTag(tags, ...rest) {
    return within(shared.revalidateTag(tags, ...rest), WRITE_WAIT_MS, undefined, `revalidating ${[tags].flat()}`);
  }

  resetRequestCache() {
    shared.resetRequestCache();
  }
}

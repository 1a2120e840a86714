import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { missingServices } from "../support/services";

/**
 * Next's cache handler (src/server/next-cache-handler.mjs): whose keys an entry has, what it does with a
 * revalidation Redis does not take, and how long an entry lives in Redis (the bound on what a revalidation lost in
 * an outage leaves stale). The drills show the rest with the production build (tests/durability/content-tags,
 * scripts/scale-out.mjs).
 */
const handlerModule = () => import("../../src/server/next-cache-handler.mjs");

describe("Next's cache handler", () => {
  it("keys entries by build and database: another build or database never reads them", async () => {
    const { keyPrefix } = await handlerModule();
    const pg = { DATABASE_URL: "postgres://site@db/site" };
    expect(keyPrefix("build-1", pg)).toBe(keyPrefix("build-1", pg));
    expect(keyPrefix("build-2", pg)).not.toBe(keyPrefix("build-1", pg));
    expect(keyPrefix("build-1", { DATABASE_URL: "postgres://site@db/staging" })).not.toBe(keyPrefix("build-1", pg));
    expect(keyPrefix("build-1", { DATA_DIR: "/srv/a" })).not.toBe(keyPrefix("build-1", { DATA_DIR: "/srv/b" }));
  });

  it("keeps a revalidation that Redis did not take and sends it again until it does", async () => {
    const { retryingRevalidations } = await handlerModule();
    let reachable = false;
    const applied: string[] = [];
    const quiet = { info: () => undefined, warn: () => undefined };
    const handler = retryingRevalidations(
      {
        name: "redis-strings",
        get: async () => null,
        set: async () => undefined,
        delete: async () => undefined,
        revalidateTag: async (tag: string) => {
          if (!reachable) throw new Error("Redis client is not ready yet or connection is lost");
          applied.push(tag);
        },
      },
      { retryMs: 50, log: quiet },
    );
    await handler.revalidateTag("cms:pages:4");
    await handler.revalidateTag("cms:pages");
    expect(handler.pending()).toEqual(["cms:pages:4", "cms:pages"]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(applied).toEqual([]);
    reachable = true;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(applied).toEqual(["cms:pages:4", "cms:pages"]);
    expect(handler.pending()).toEqual([]);
  });

  it("gives a route handler's entry (a sharing card) the tags of its render", async () => {
    const { withRouteTags } = await handlerModule();
    const stored: unknown[] = [];
    const handler = withRouteTags({
      name: "recording",
      get: async () => null,
      set: async (_key: string, entry: unknown) => void stored.push(entry),
      revalidateTag: async () => undefined,
      delete: async () => undefined,
    });
    const card = { kind: "APP_ROUTE", headers: { "x-next-cache-tags": "cms:paths,cms:media:3" } };
    await handler.set("/en/paths/power-bi/opengraph-image", { tags: [], value: card } as never);
    await handler.set("page", { tags: ["cms:pages:slug:about"], value: { kind: "APP_PAGE" } } as never);
    expect(stored.map((entry) => (entry as { tags: string[] }).tags)).toEqual([
      ["cms:paths", "cms:media:3"],
      ["cms:pages:slug:about"],
    ]);
  });

  const redisUrl = process.env.REDIS_URL;
  describe.skipIf(Boolean(missingServices("REDIS_URL")))("in Redis", () => {
    // A database of its own on the Redis server (the rate limiter's tests use others).
    const url = new URL(redisUrl ?? "redis://127.0.0.1:6379");
    url.pathname = "/11";
    const redis = new Redis(url.toString());
    afterAll(() => redis.disconnect());

    it("stores an entry that expires within CACHE_MAX_AGE_S, and a revalidation deletes it for every instance", async () => {
      await redis.flushdb();
      process.env.REDIS_URL = url.toString();
      process.env.CACHE_MAX_AGE_S = "30";
      const { default: CacheHandler } = await handlerModule();
      const instance = new CacheHandler({ serverDistDir: "/nonexistent/server" } as never);
      const value = {
        kind: "FETCH",
        data: { headers: {}, body: "e30=", url: "", status: 200 },
        revalidate: false,
        tags: ["cms:pages:slug:about"],
      };
      // The client connects in the background; a write before it is ready is dropped, as during an outage.
      let keys: string[] = [];
      for (let attempt = 0; attempt < 50 && keys.length === 0; attempt++) {
        await instance.set("about-read", value as never, { fetchCache: true, tags: ["cms:pages:slug:about"] } as never);
        keys = await redis.keys("site:cache:*about-read");
        if (!keys.length) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(keys).toHaveLength(1);
      const ttl = await redis.ttl(keys[0]!);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(30);
      expect(await instance.get("about-read", { kind: "FETCH", softTags: [] } as never)).not.toBeNull();

      await instance.revalidateTag("cms:pages:slug:about");
      expect(await redis.exists(keys[0]!)).toBe(0);
      expect(await instance.get("about-read", { kind: "FETCH", softTags: [] } as never)).toBeNull();
    });
  });
});

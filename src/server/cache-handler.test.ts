import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { keyPrefix, redisDatabase } from "./cache-handler.mjs";

function build(id: string): string {
  const dir = mkdtempSync(join(tmpdir(), "cache-handler-"));
  mkdirSync(join(dir, "server"));
  writeFileSync(join(dir, "BUILD_ID"), `${id}\n`);
  return join(dir, "server");
}

describe("the shared cache's keys", () => {
  it("are kept per build and per database", () => {
    const one = build("build-one");
    const pg = { DATABASE_URL: "postgres://db.example/site" };
    expect(keyPrefix(one, pg)).toMatch(/^build-one:[0-9a-f]{12}:$/);
    // Every instance of one site (same build, same database) shares its entries.
    expect(keyPrefix(one, { ...pg, DATA_DIR: "/srv/a" })).toBe(keyPrefix(one, { ...pg, DATA_DIR: "/srv/b" }));
    // A staging copy on another database, or the next build, never reads them.
    expect(keyPrefix(one, { DATABASE_URL: "postgres://db.example/staging" })).not.toBe(keyPrefix(one, pg));
    expect(keyPrefix(build("build-two"), pg)).not.toBe(keyPrefix(one, pg));
    // Without PostgreSQL, the SQLite folder names the database.
    expect(keyPrefix(one, { DATA_DIR: "/srv/a" })).not.toBe(keyPrefix(one, { DATA_DIR: "/srv/b" }));
  });

  it("use the Redis database that REDIS_URL names", () => {
    expect(redisDatabase("redis://127.0.0.1:6379")).toBe(0);
    expect(redisDatabase("redis://127.0.0.1:6379/3")).toBe(3);
    expect(redisDatabase("rediss://user:pw@cache.example:6380/0")).toBe(0);
  });
});

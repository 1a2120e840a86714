import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { postgresAdapter } from "@payloadcms/db-postgres";
import { sqliteAdapter } from "@payloadcms/db-sqlite";
import { describe, expect, it } from "vitest";
import { WRITES } from "./payload-one-writer";

/**
 * Every file of this folder changes a library's behaviour. Each starts with a comment naming it ("PATCH of"), the
 * upstream versions it was written against ("Upstream: name@version, …") and the test that fails when upstream
 * changes that behaviour ("Test:"). On an upgrade this test names each patch to check: run its test; if the
 * behaviour is upstream's now, the patch goes, otherwise bump its "Upstream:" line.
 */
const folder = "src/patches";
const patches = readdirSync(folder).filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !/\.test\.ts$/.test(file));
const installed = (name: string): string =>
  (JSON.parse(readFileSync(join("node_modules", name, "package.json"), "utf8")) as { version: string }).version;

describe("the library patches (src/patches)", () => {
  it.each(patches)("%s says what it changes, against which upstream version, and which test shows it", (file) => {
    const text = readFileSync(join(folder, file), "utf8");
    const head = text.slice(0, text.indexOf("*/") + 2);
    expect(head).toMatch(/PATCH of /);
    expect(head).toMatch(/ \* Test: \S/);
    const upstream = /\* Upstream: (.+)/.exec(head)?.[1] ?? "";
    const pinned = upstream.split(/,\s*/).filter(Boolean);
    expect(pinned.length).toBeGreaterThan(0);
    for (const entry of pinned) {
      const at = entry.lastIndexOf("@");
      const [name, version] = [entry.slice(0, at), entry.slice(at + 1)];
      expect(
        installed(name),
        `${file}: ${name} is no longer ${version}: run the patch's test, then drop or re-pin it`,
      ).toBe(version);
    }
  });

  // What payload-one-writer.ts rewrites must still be there, in the shape it expects.
  it.each([
    ["sqlite", () => sqliteAdapter({ client: { url: "file::memory:" }, transactionOptions: {} })],
    ["postgres", () => postgresAdapter({ pool: { connectionString: "postgres://none@127.0.0.1:1/none" } })],
  ] as const)(
    "the %s adapter keeps its transactions in `sessions` and writes through the methods wrapped",
    (_, make) => {
      const db = make().init({ payload: { config: {}, logger: console } } as never) as unknown as Record<
        string,
        unknown
      >;
      expect(db.sessions).toEqual({});
      for (const name of ["beginTransaction", "commitTransaction", "rollbackTransaction", ...WRITES]) {
        expect(typeof db[name], name).toBe("function");
      }
      expect(String(db.beginTransaction)).toMatch(/sessions\[/);
    },
  );
});

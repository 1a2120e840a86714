import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import pkg from "../package.json";

// The project runs on the Node major of .nvmrc, also on a machine whose own Node is older: `npm install` puts that
// Node in node_modules/.bin, first on PATH in npm's scripts, and compiles better-sqlite3 for it (README, "Set-up
// on a fresh machine"). A test process on another major means that broke.
const major = readFileSync(new URL("../.nvmrc", import.meta.url), "utf8").trim();

describe("Node version", () => {
  it("the tests run on the Node major of .nvmrc, the lowest that package.json's engines allow", () => {
    expect(process.versions.node.split(".")[0]).toBe(major);
    expect(pkg.engines.node).toBe(`>=${major}`);
  });

  it("`node` on PATH, which the scripts, the build and the servers start, is that Node too", () => {
    const run = spawnSync("node", ["-p", "process.versions.node"], { encoding: "utf8" });
    expect(run.status).toBe(0);
    expect(run.stdout.trim().split(".")[0]).toBe(major);
  });

  it("better-sqlite3 was compiled for it (a native module loads only under the Node major it was built for)", () => {
    const db = new SQLite(":memory:");
    try {
      expect(db.prepare("select 1 + 1 as two").get()).toEqual({ two: 2 });
    } finally {
      db.close();
    }
  });
});

import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { POST as contactPost } from "@/app/api/contact/route";
import { createContainer, setContainer } from "@/server/container";
import { backupSqlite } from "@/server/db/backup";
import { readEnv } from "@/config/env";
import { tempDir } from "../support/databases";
import { jsonPost, validContact } from "../support/requests";

describe("SQLite backup", () => {
  const dataDir = tempDir();
  const c = createContainer(readEnv({ DATA_DIR: dataDir, OUTBOX_WORKER: "off" }));
  setContainer(c);
  afterAll(async () => {
    setContainer(undefined);
    await c.close();
  });

  it("copies the live database with every stored lead, checks the copy, and never overwrites a backup", async () => {
    for (let i = 0; i < 5; i++) {
      const response = await contactPost(jsonPost("/api/contact", { ...validContact(), email: `b${i}@example.org` }));
      expect(response.status).toBe(201);
    }
    // Writes go on while the copy is taken; the copy holds at least the five committed leads.
    const writing = contactPost(jsonPost("/api/contact", { ...validContact(), email: "during@example.org" }));
    const out = join(tempDir("backup-"), "nested", "leads.sqlite");
    const report = await backupSqlite(dataDir, out);
    await writing;
    expect(existsSync(out)).toBe(true);
    expect(report.integrity).toBe("ok");
    expect(report.leads).toBeGreaterThanOrEqual(5);
    expect(report.outbox).toBe(report.leads * 2);
    expect(report.bytes).toBeGreaterThan(0);
    await expect(backupSqlite(dataDir, out)).rejects.toThrow(/already exists/);
    await expect(backupSqlite(tempDir(), join(tempDir(), "x.sqlite"))).rejects.toThrow(/no SQLite database/);
  });
});

import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import Database from "better-sqlite3";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { POST as contactPost } from "@/app/api/contact/route";
import { createContainer, setContainer } from "@/server/container";
import { backupData } from "@/server/db/backup";
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

  it("copies the live lead store with every stored lead, the CMS and its uploads, checks the copies, and never overwrites a backup", async () => {
    // A CMS database and an upload beside the lead store, as the site keeps them in DATA_DIR.
    const cms = new Database(join(dataDir, "cms.sqlite"));
    for (const table of ["paths", "courses", "media", "users"])
      cms.exec(`create table "${table}" (id integer primary key)`);
    cms.exec("insert into paths default values");
    cms.close();
    mkdirSync(join(dataDir, "media"), { recursive: true });
    writeFileSync(join(dataDir, "media", "logo.webp"), "image bytes");
    for (let i = 0; i < 5; i++) {
      const response = await contactPost(jsonPost("/api/contact", { ...validContact(), email: `b${i}@example.org` }));
      expect(response.status).toBe(201);
    }
    // Writes go on while the copy is taken; the copy holds at least the five committed leads.
    const writing = contactPost(jsonPost("/api/contact", { ...validContact(), email: "during@example.org" }));
    const out = join(tempDir("backup-"), "nested", "2026-11-25");
    const report = await backupData(dataDir, out);
    await writing;
    expect(report.ok).toBe(true);
    expect(existsSync(join(out, "leads.sqlite"))).toBe(true);
    expect(report.leads!.integrity).toBe("ok");
    expect(report.leads!.rows.leads).toBeGreaterThanOrEqual(5);
    // Two mails and the copy into the lead desk per lead.
    expect(report.leads!.rows.outbox).toBe(report.leads!.rows.leads! * 3);
    expect(report.leads!.bytes).toBeGreaterThan(0);
    expect(report.cms).toMatchObject({ integrity: "ok", rows: { paths: 1 } });
    expect(report.media).toBe(1);
    expect(readFileSync(join(out, "media", "logo.webp"), "utf8")).toBe("image bytes");
    expect(JSON.parse(readFileSync(join(out, "backup.json"), "utf8"))).toMatchObject({ ok: true, media: 1 });
    await expect(backupData(dataDir, out)).rejects.toThrow(/already exists/);
  });
});

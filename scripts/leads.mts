// Leads CLI: list leads, export them as CSV, show the outbox, review suspected spam.
//   npm run leads -- list [--kind contact|plan|newsletter] [--spam] [--limit 50]
//   npm run leads -- spam                     (suspected spam by reason; the leads with --spam above)
//   npm run leads -- release P-4F7K2M9Q       (not spam after all: its mails are queued)
//   npm run leads -- export [--out leads.csv] [--kind ...]
//   npm run leads -- outbox [--status pending|sending|sent|dead|skipped] [--limit 50]
//   npm run leads -- privacy-export --email a@b.c [--out person.json]   (all kept under the address: lead store,
//                                                   lead desk, mail drop; a request under Law 151 of 2020)
//   npm run leads -- privacy-erase --email a@b.c   (erases it from all three)
//   npm run leads -- retention                  (anonymises leads older than LEADS_RETENTION_MONTHS; the site does
//                                                   it daily too)
//   npm run leads -- backup --out backups/2026-11-22   (a new folder: checked online copies of the lead store and
//                                                   the CMS, and the uploaded files; PostgreSQL: the uploads only,
//                                                   back up the database with pg_dump)
// Uses the same configuration as the site (DATA_DIR or DATABASE_URL).
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { getPayload } from "payload";
import config from "../src/payload.config";
import { LeadService } from "../src/domain/leads/service";
import type { LeadKind, OutboxStatus } from "../src/domain/leads/types";
import { backupData } from "../src/server/db/backup";
import { connectDatabase, migrateToLatest } from "../src/server/db/connect";
import { KyselyLeadStore } from "../src/server/db/lead-store";
import { catalogFacts } from "../src/server/cms-facts";
import { leadServiceDeps } from "../src/server/container";
import { readEnv } from "../src/config/env";
import { leadsToCsv } from "../src/domain/leads/export";
import { anonymiseBefore, erasePerson, exportPerson, retentionCutoff } from "../src/server/privacy";

const [command = "list", ...rest] = process.argv.slice(2);
const { values, positionals } = parseArgs({
  args: rest,
  options: {
    kind: { type: "string" },
    limit: { type: "string", default: "50" },
    out: { type: "string" },
    status: { type: "string" },
    spam: { type: "boolean" },
    email: { type: "string" },
  },
  allowPositionals: true,
});
const env = readEnv();
const handle = connectDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const store = new KyselyLeadStore(handle.db, handle.dialect);
await migrateToLatest(handle);
const limit = Number(values.limit);
const kind = values.kind as LeadKind | undefined;

try {
  if (command === "list") {
    const leads = await store.listLeads({ limit, kind, spam: values.spam ? true : undefined });
    for (const lead of leads) {
      const d = lead.data as Record<string, unknown>;
      const name = (d.fullName ?? [d.firstName, d.lastName].filter(Boolean).join(" ")) as string;
      console.log(
        `${new Date(lead.createdAt).toISOString()}  ${lead.ref}  ${lead.kind.padEnd(10)}  ${lead.locale}  ${lead.email}  ${name}${lead.spam ? `  [suspected spam: ${lead.spam}]` : ""}`,
      );
    }
    console.log(`${leads.length} lead(s) from ${handle.describe}`);
  } else if (command === "export") {
    const leads = await store.listLeads({ limit: 1_000_000, kind });
    const names = new Map((await catalogFacts()).en.courses.map((c) => [c.slug, c.title]));
    const csv = leadsToCsv(leads, (id) => names.get(id) ?? id);
    if (values.out) {
      writeFileSync(values.out, csv);
      console.error(`wrote ${leads.length} lead(s) to ${values.out}`);
    } else process.stdout.write(csv);
  } else if (command === "outbox") {
    console.log(JSON.stringify(await store.outboxSummary()));
    for (const row of await store.listOutbox({ status: values.status as OutboxStatus | undefined, limit })) {
      console.log(
        `#${row.id}  ${row.leadRef}  ${row.kind.padEnd(21)}  ${row.status.padEnd(7)}  attempts=${row.attempts}  ${row.lastError ?? ""}`,
      );
    }
  } else if (command === "spam") {
    console.log(JSON.stringify(await store.spamSummary()));
  } else if (command === "release") {
    const ref = positionals[0];
    if (!ref) throw new Error("release needs a lead reference: npm run leads -- release P-4F7K2M9Q");
    const service = new LeadService(leadServiceDeps(env, store, () => ref));
    const released = await service.releaseSpam(ref);
    console.log(released ? `${ref} released: its mails are queued` : `${ref} is not a suspected-spam lead`);
    if (!released) process.exitCode = 1;
  } else if (command === "privacy-export" || command === "privacy-erase") {
    if (!values.email) throw new Error(`${command} needs --email: npm run leads -- ${command} --email a@b.c`);
    const deps = { store, payload: await getPayload({ config }), mailDir: join(env.DATA_DIR, "mail") };
    if (command === "privacy-export") {
      const json = JSON.stringify(await exportPerson(values.email, deps), null, 2);
      if (values.out) {
        writeFileSync(values.out, json, { mode: 0o600 });
        console.error(`wrote the data kept under ${values.email} to ${values.out}`);
      } else process.stdout.write(`${json}\n`);
    } else {
      console.log(JSON.stringify({ email: values.email, erased: await erasePerson(values.email, deps) }));
    }
  } else if (command === "retention") {
    if (env.LEADS_RETENTION_MONTHS === 0) {
      console.log("LEADS_RETENTION_MONTHS=0: leads are kept, nothing anonymised");
    } else {
      const before = retentionCutoff(Date.now(), env.LEADS_RETENTION_MONTHS);
      const deps = { store, payload: await getPayload({ config }), mailDir: join(env.DATA_DIR, "mail") };
      const anonymised = await anonymiseBefore(before, deps);
      console.log(JSON.stringify({ before: new Date(before).toISOString(), anonymised }));
    }
  } else if (command === "backup") {
    const out = values.out ?? `backup-${new Date().toISOString().replace(/[:.]/g, "-")}`;
    const report = await backupData(env.DATA_DIR, out);
    console.log(JSON.stringify(report));
    if (handle.dialect !== "sqlite")
      console.error("PostgreSQL: back up the database with pg_dump; this copied the uploads");
    if (!report.ok) process.exitCode = 1;
  } else {
    console.error(
      `unknown command '${command}': use list, export, outbox, spam, release, privacy-export, privacy-erase, retention or backup`,
    );
    process.exitCode = 2;
  }
} finally {
  await store.close();
  // export and release read course names and business details from the CMS: close its connections too.
  if (["export", "release", "privacy-export", "privacy-erase", "retention"].includes(command)) {
    await (await getPayload({ config })).destroy();
  }
}

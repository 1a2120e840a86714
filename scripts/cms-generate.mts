// The CMS's generated files, through Payload's own functions (its CLI, `payload generate:types` and
// `payload migrate:create`, exits without a word on this project's SQLite configuration):
//   npm run cms:types                          src/payload-types.ts from the collections and globals
//   npm run cms:migrate:create -- <name>       one migration per engine (src/cms/migrations/{sqlite,postgres})
//                                              from the difference with the latest migration's snapshot, its
//                                              file named <timestamp>_<name>
//   npm run cms:importmap                      src/app/(payload)/admin/importMap.ts: the admin components the
//                                              configuration names (row labels, dashboard panels, views)
// The engine follows DATABASE_URL as in the server; `cms:migrate:create` runs this once per engine.
import { generateImportMap, getPayload } from "payload";
import { generateTypes } from "payload/node";
import config from "../src/payload.config";

const [command, name] = process.argv.slice(2);
if (command === "types") {
  await generateTypes(await config);
} else if (command === "importmap") {
  await generateImportMap(await config, { force: true, log: true });
} else if (command === "migration") {
  // Only the schema is read: no connection, no migrations run, no seed.
  const payload = await getPayload({ config, disableDBConnect: true, disableOnInit: true } as Parameters<
    typeof getPayload
  >[0]);
  // Payload's adapter leaves the process when there is nothing to migrate (skipEmpty).
  await payload.db.createMigration({
    payload,
    migrationName: name || undefined,
    forceAcceptWarning: false,
    skipEmpty: true,
  });
} else {
  console.error("Usage: node scripts/cms-generate.mts types | migration [name] | importmap");
  process.exit(2);
}
process.exit(0);

// The PostgreSQL databases of a test run. Lanes and test files that run at the same time each get a database of
// their own on the server that DATABASE_URL names (the run's base database, `test` in CI): the browser tests,
// each integration or durability test file (a fresh copy of a template made once per run), the build.
import pg from "pg";

/** The URL of another database on the server of `baseUrl`. */
export function databaseUrl(baseUrl, name) {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The name of the database `url` points at. */
export function databaseName(url) {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

const quoted = (name) => `"${name.replace(/"/g, '""')}"`;

/**
 * Drops the database `name` (ending any session still in it) and creates it again, empty or as a copy of
 * `template`. Returns its URL. The statements run on the base database, which is never dropped.
 */
export async function freshDatabase(baseUrl, name, template) {
  if (name === databaseName(baseUrl)) throw new Error(`refusing to drop the base database ${name}`);
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${quoted(name)} with (force)`);
    await client.query(`create database ${quoted(name)}${template ? ` template ${quoted(template)}` : ""}`);
  } finally {
    await client.end();
  }
  return databaseUrl(baseUrl, name);
}

// As a command (scripts/test-all.sh): `node tests/support/pg-databases.mjs NAME [TEMPLATE]` makes the database
// NAME afresh on the server of DATABASE_URL and prints its URL.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [name, template] = process.argv.slice(2);
  if (!process.env.DATABASE_URL || !name) {
    console.error("usage: DATABASE_URL=... node tests/support/pg-databases.mjs NAME [TEMPLATE]");
    process.exit(2);
  }
  console.log(await freshDatabase(process.env.DATABASE_URL, name, template));
}

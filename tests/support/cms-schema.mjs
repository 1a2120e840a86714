import pg from "pg";

/** Tables (with their indexes and sequences) or types dropped per statement, each its own transaction. */
const BATCH = 40;

/**
 * Empties the CMS's PostgreSQL schema, so that the next server start migrates and seeds it afresh, with its
 * uploads in that server's own DATA_DIR (uploads live on disk beside the data, not in the database).
 *
 * In batches: one `drop schema … cascade` takes a lock on each of its objects in one transaction (about 2,600
 * tables, indexes and sequences and 1,400 types), and two of those at once, in the test files that run side by side
 * on one server, outgrew PostgreSQL's shared lock table ("out of shared memory", with the default
 * max_locks_per_transaction of 64).
 * @param {string} url a PostgreSQL connection string
 */
export async function dropCmsSchema(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const quoted = (rows, column) => rows.map((row) => `"cms"."${String(row[column]).replaceAll('"', '""')}"`);
    const { rows: tables } = await client.query("select tablename from pg_tables where schemaname = 'cms'");
    const tableNames = quoted(tables, "tablename");
    for (let i = 0; i < tableNames.length; i += BATCH)
      await client.query(`drop table if exists ${tableNames.slice(i, i + BATCH).join(", ")} cascade`);
    const { rows: types } = await client.query(
      "select t.typname from pg_type t join pg_namespace n on n.oid = t.typnamespace where n.nspname = 'cms' and t.typtype = 'e'",
    );
    const typeNames = quoted(types, "typname");
    for (let i = 0; i < typeNames.length; i += BATCH)
      await client.query(`drop type if exists ${typeNames.slice(i, i + BATCH).join(", ")} cascade`);
    await client.query("drop schema if exists cms cascade");
  } finally {
    await client.end();
  }
}

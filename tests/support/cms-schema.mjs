import pg from "pg";

/**
 * Empties the CMS's PostgreSQL schema, so that the next server start migrates and seeds it afresh, with its
 * uploads in that server's own DATA_DIR (uploads live on disk beside the data, not in the database).
 * @param {string} url a PostgreSQL connection string
 */
export async function dropCmsSchema(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("drop schema if exists cms cascade");
  } finally {
    await client.end();
  }
}

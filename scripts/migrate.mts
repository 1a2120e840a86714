// Applies the database migrations (the server also does this at start-up).
import { connectDatabase, migrateToLatest } from "../src/server/db/connect";
import { readEnv } from "../src/config/env";

const env = readEnv();
const handle = connectDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const applied = await migrateToLatest(handle);
console.log(
  applied.length ? `applied ${applied.join(", ")} on ${handle.describe}` : `${handle.describe} is up to date`,
);
await handle.db.destroy();

import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { postgresAdapter } from "@payloadcms/db-postgres";
import { sqliteAdapter } from "@payloadcms/db-sqlite";
import { lexicalEditor } from "@payloadcms/richtext-lexical";
import { ar } from "@payloadcms/translations/languages/ar";
import { en } from "@payloadcms/translations/languages/en";
import { buildConfig } from "payload";
import sharp from "sharp";
import { Courses } from "./cms/collections/courses";
import { LegalPages } from "./cms/collections/legal-pages";
import { Media } from "./cms/collections/media";
import { Paths } from "./cms/collections/paths";
import { Clients, Partners, Testimonials } from "./cms/collections/showcase";
import { Users } from "./cms/collections/users";
import { pageGlobals } from "./cms/globals/pages";
import { SeedStatus } from "./cms/globals/seed-status";
import { SiteSettings } from "./cms/globals/site-settings";
import { migrations as postgresMigrations } from "./cms/migrations/postgres";
import { migrations as sqliteMigrations } from "./cms/migrations/sqlite";
import { seedIfEmpty } from "./cms/seed";
import { env } from "./config/env";

const config = env();
// process.cwd(), not import.meta.url: Next, the payload CLI and the scripts all run from the project root.
const srcDir = path.resolve(/* turbopackIgnore: true */ process.cwd(), "src");
const dataDir = path.resolve(/* turbopackIgnore: true */ config.DATA_DIR);

/** PAYLOAD_SECRET, or one generated once into DATA_DIR (mode 0600) and kept there: never in the repository. */
function secret(): string {
  if (config.PAYLOAD_SECRET) return config.PAYLOAD_SECRET;
  const file = path.join(dataDir, "payload-secret");
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return readFileSync(file, "utf8").trim();
}

/**
 * The CMS's own database: a SQLite file in DATA_DIR beside the lead store, or the schema "cms" of the
 * PostgreSQL database when DATABASE_URL is set (apart from the lead store's tables). Committed migrations
 * (src/cms/migrations) bring it up to date when the server or the build starts; never a schema push.
 */
const db = config.DATABASE_URL
  ? postgresAdapter({
      pool: { connectionString: config.DATABASE_URL, max: 10 },
      schemaName: "cms",
      migrationDir: path.join(srcDir, "cms/migrations/postgres"),
      prodMigrations: postgresMigrations,
      push: false,
    })
  : sqliteAdapter({
      client: { url: `file:${path.join(dataDir, "cms.sqlite")}` },
      // WAL: pages read while an editor saves. NORMAL: a power cut may lose the last edit, never corrupt the file
      // (leads are in their own store, with synchronous=FULL). Each save is one transaction.
      wal: { synchronous: "NORMAL" },
      busyTimeout: 1_000,
      transactionOptions: {},
      migrationDir: path.join(srcDir, "cms/migrations/sqlite"),
      prodMigrations: sqliteMigrations,
      push: false,
    });

if (!config.DATABASE_URL) mkdirSync(dataDir, { recursive: true });

export default buildConfig({
  routes: { api: "/cms-api", admin: "/admin" },
  serverURL: config.SITE_URL.replace(/\/$/, ""),
  admin: {
    user: Users.slug,
    importMap: { baseDir: srcDir, importMapFile: path.join(srcDir, "app/(payload)/admin/importMap.ts") },
    // Gravatar would load an image from another site on every admin page.
    avatar: "default",
    meta: { titleSuffix: " · CMS", robots: "noindex, nofollow" },
    dateFormat: "yyyy-MM-dd HH:mm",
  },
  collections: [Paths, Courses, Clients, Partners, Testimonials, LegalPages, Media, Users],
  globals: [SiteSettings, ...pageGlobals, SeedStatus],
  editor: lexicalEditor(),
  localization: {
    locales: [
      { code: "en", label: { en: "English", ar: "الإنجليزية" } },
      { code: "ar", label: { en: "Arabic", ar: "العربية" }, rtl: true },
    ],
    defaultLocale: "en",
    // An Arabic page never shows an English sentence in place of a missing Arabic one.
    fallback: false,
  },
  i18n: { supportedLanguages: { en, ar }, fallbackLanguage: "en" },
  upload: { limits: { fileSize: 10 * 1024 * 1024 } },
  db,
  secret: secret(),
  sharp,
  graphQL: { disable: true },
  telemetry: false,
  typescript: { outputFile: path.join(srcDir, "payload-types.ts"), autoGenerate: false },
  onInit: seedIfEmpty,
});

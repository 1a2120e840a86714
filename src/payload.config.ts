import { mkdirSync } from "node:fs";
import path from "node:path";
import { postgresAdapter, sql } from "@payloadcms/db-postgres";
import { sqliteAdapter } from "@payloadcms/db-sqlite";
import { lexicalEditor } from "@payloadcms/richtext-lexical";
import { s3Storage } from "@payloadcms/storage-s3";
import { ar } from "@payloadcms/translations/languages/ar";
import { en } from "@payloadcms/translations/languages/en";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { buildConfig, type Migration } from "payload";
import sharp from "sharp";
import { Courses } from "./cms/collections/courses";
import { Intakes } from "./cms/collections/intakes";
import { Leads } from "./cms/collections/leads";
import { LegalPages } from "./cms/collections/legal-pages";
import { explainOversizedUpload, MAX_UPLOAD_BYTES, Media } from "./cms/collections/media";
import { Paths } from "./cms/collections/paths";
import { Pages } from "./cms/collections/pages";
import { Posts } from "./cms/collections/posts";
import { Clients, Partners, Testimonials } from "./cms/collections/showcase";
import { TestQuestions } from "./cms/collections/test-questions";
import { Users } from "./cms/collections/users";
import { cmsEmail } from "./cms/auth/email";
import { Footer, Header } from "./cms/globals/navigation";
import { SchedulePage } from "./cms/globals/schedule-page";
import { SeedStatus } from "./cms/globals/seed-status";
import { SiteSettings } from "./cms/globals/site-settings";
import { oneWriterAtATime, retryAfterOnBusy, WRITE_WAIT_MS } from "./patches/payload-one-writer";
import { withArabicFixes } from "./patches/payload-arabic";
import { fieldErrorsInResponse } from "./cms/fields/errors";
import { labelsInAdminLanguage } from "./patches/payload-labels";
import { guardLockRecords } from "./patches/payload-lock-records";
import { redirects } from "./cms/plugins/redirects";
import { previewUrlEndpoint, seo } from "./cms/plugins/seo";
import { guarded, malformedBodyIs400 } from "./patches/payload-request-guards";
import { requireSetUp } from "./cms/seed/set-up";
import { migrateUnderStartLock, PROD_MIGRATIONS } from "./patches/payload-start-lock";
import { transactionsOnOneConnection } from "./patches/libsql-one-connection";
import { env } from "./config/env";
import { isShuttingDown } from "./lib/lifecycle";
import { serverSecret } from "./config/secret";

const config = env();
// process.cwd(), not import.meta.url: Next, the payload CLI and the scripts all run from the project root.
const srcDir = path.resolve(/* turbopackIgnore: true */ process.cwd(), "src");
const dataDir = path.resolve(/* turbopackIgnore: true */ config.DATA_DIR);

/**
 * The CMS's own database: a SQLite file in DATA_DIR beside the lead store, or the schema "cms" of the
 * PostgreSQL database when DATABASE_URL is set (apart from the lead store's tables). Committed migrations
 * (src/cms/migrations) bring it up to date, never a schema push: Payload runs them (`prodMigrations`) while it
 * connects when NODE_ENV is production, onInit below runs them elsewhere, one process at a time
 * (src/patches/payload-start-lock.ts). `next build` only reads it: see onInit.
 */
const building = process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;
// Loaded when they are run or checked, not with the configuration: every API route's chunk of the configuration
// carried them, and held them in memory once loaded (3.9 MB a chunk with them, 2.6 MB without).
const migrations = async () =>
  (config.DATABASE_URL
    ? (await import("./cms/migrations/postgres")).migrations
    : (await import("./cms/migrations/sqlite")).migrations) as unknown as Migration[];
const startLock = { databaseUrl: config.DATABASE_URL, dataDir, migrations };

/** PostgreSQL connections of the CMS per process; half of them at most hold a save's transaction. */
const POOL_SIZE = 10;

const db = config.DATABASE_URL
  ? oneWriterAtATime(
      migrateUnderStartLock(
        postgresAdapter({
          // A request that finds no free connection within the save's bound fails (503) instead of waiting forever.
          // jit=off: a page's read joins every block type's tables (about a thousand expressions), which PostgreSQL
          // estimates dear enough to JIT-compile with optimization; the compiling took 13 s of a 13.1 s draft read of
          // the pages (EXPLAIN ANALYZE: 30 ms without it), so the admin's live preview lagged behind a save by up to a
          // minute. Nothing the CMS asks is large enough for compiled code to pay back.
          pool: {
            connectionString: config.DATABASE_URL,
            max: POOL_SIZE,
            connectionTimeoutMillis: WRITE_WAIT_MS,
            options: "-c jit=off",
          },
          schemaName: "cms",
          migrationDir: path.join(srcDir, "cms/migrations/postgres"),
          prodMigrations: building ? undefined : PROD_MIGRATIONS,
          push: false,
        }),
        startLock,
        // The migrations create tables in the schema but not the schema itself.
        (adapter) => adapter.drizzle.execute(sql`CREATE SCHEMA IF NOT EXISTS "cms"`),
      ),
      { writers: POOL_SIZE / 2 },
    )
  : oneWriterAtATime(
      migrateUnderStartLock(
        transactionsOnOneConnection(
          sqliteAdapter({
            client: { url: `file:${path.join(dataDir, "cms.sqlite")}` },
            // WAL: pages read while an editor saves. NORMAL: a power cut may lose the last edit, never corrupt the
            // file (leads are in their own store, with synchronous=FULL). Each save is one transaction, and the saves
            // of this process take turns (src/patches/payload-one-writer.ts); the busy timeout covers the first connection only.
            wal: { synchronous: "NORMAL" },
            busyTimeout: 1_000,
            // Transactions on (without this option the SQLite adapter has none: a failed save could leave half of it).
            transactionOptions: {},
            migrationDir: path.join(srcDir, "cms/migrations/sqlite"),
            prodMigrations: building ? undefined : PROD_MIGRATIONS,
            push: false,
          }),
        ),
        startLock,
      ),
    );

if (!config.DATABASE_URL) mkdirSync(dataDir, { recursive: true });

/**
 * Origins whose requests may use a staff member's session cookie (Payload's CSRF check): the site's own.
 * While SITE_URL is still on localhost (a machine not yet launched: the launch checklist says so), the
 * loopback addresses of this server's port too, so the admin works on whichever local port it runs.
 */
function staffOrigins(): string[] {
  const site = new URL(config.SITE_URL);
  const local = ["localhost", "127.0.0.1", "[::1]"].includes(site.hostname);
  return [
    site.origin,
    ...(local ? ["localhost", "127.0.0.1", "[::1]"].map((host) => `${site.protocol}//${host}:${config.PORT}`) : []),
  ];
}

// The lock records Payload adds while building the config get the rules of src/patches/payload-lock-records.ts.
export default buildConfig({
  routes: { api: "/cms-api", admin: "/admin" },
  serverURL: config.SITE_URL.replace(/\/$/, ""),
  csrf: staffOrigins(),
  admin: {
    user: Users.slug,
    importMap: { baseDir: srcDir, importMapFile: path.join(srcDir, "app/(payload)/admin/importMap.ts") },
    // Gravatar would load an image from another site on every admin page.
    avatar: "default",
    meta: {
      titleSuffix: " · CMS",
      description: "The centre's website admin: texts, courses, images and staff accounts.",
      robots: "noindex, nofollow",
      icons: [{ rel: "icon", type: "image/svg+xml", url: "/icon.svg" }],
      // Nothing of the admin is shared or indexed: no preview image.
      openGraph: { images: [] },
    },
    components: {
      graphics: { Logo: "/cms/admin/brand#AdminLogo", Icon: "/cms/admin/brand#AdminIcon" },
      // A refused restore of a version names its reason (src/cms/admin/restore-refusal.tsx).
      providers: ["/cms/admin/restore-refusal#RestoreRefusal"],
      // What is still an example on the site (src/cms/admin/launch-checklist.ts), above the collections.
      beforeDashboard: [
        // Sales and admins: the lead desk's figures (leads per week, first contact against the 24-hour promise).
        "/cms/admin/lead-desk-summary#LeadDeskSummary",
        // Sales and admins: the outbox, failed deliveries to send again, suspected spam to release.
        "/server/admin/lead-health#LeadHealth",
        "/cms/admin/launch-checklist-view#LaunchChecklistView",
      ],
    },
    dateFormat: "yyyy-MM-dd HH:mm",
    // The team works in Alexandria: a scheduled publish is picked in Egypt's time, whatever the laptop's clock says.
    // A refusal is read, not glimpsed: its toast stays 30 s (the fields it names stay marked until corrected).
    toast: { duration: 30_000, expand: true },
    timezones: {
      supportedTimezones: [{ label: "Egypt time · توقيت مصر", value: "Africa/Cairo" }],
      defaultTimezone: "Africa/Cairo",
    },
  },
  // Each with the guards against malformed API requests (src/patches/payload-request-guards.ts).
  // The leads also take the dashboard's buttons for the lead store beside the CMS (src/server: the CMS's own
  // modules do not reach the server).
  collections: [
    Pages,
    Paths,
    Courses,
    Intakes,
    Posts,
    Clients,
    Partners,
    Testimonials,
    LegalPages,
    TestQuestions,
    Media,
    Leads,
    Users,
  ].map(guarded),
  globals: [SiteSettings, Header, Footer, SchedulePage, SeedStatus],
  // The address in the search-result preview of "Search and sharing" (src/cms/plugins/seo.ts).
  endpoints: [previewUrlEndpoint],
  // Scheduled publishing's queue (versions.drafts.schedulePublish of posts, intakes and pages): Payload's job
  // runner runs it in the web server (NEXT_RUNTIME: not in a script, a test or the build) on JOBS_CRON, unless
  // JOBS_WORKER is off or the server is shutting down; never from the web. A job's publish reaches Next's cache
  // through the CMS's hooks like an editor's (src/cms/hooks/revalidate.ts).
  jobs: {
    access: { run: () => false, queue: () => false, cancel: () => false },
    deleteJobOnComplete: true,
    autoRun: () =>
      process.env.NEXT_RUNTIME && config.JOBS_WORKER === "on"
        ? [{ cron: config.JOBS_CRON, queue: "default", limit: 50 }]
        : [],
    shouldAutoRun: () => !isShuttingDown(),
  },
  editor: lexicalEditor(),
  localization: {
    locales: [
      { code: "en", label: { en: "English", ar: "الإنجليزية" } },
      { code: "ar", label: { en: "Arabic", ar: "العربية" }, rtl: true },
    ],
    defaultLocale: "en",
    // A REST or GraphQL read without `locale` gets the default locale's texts (with `fallback: false` Payload
    // would leave every localised field out of it). An Arabic page still never shows an English sentence in
    // place of a missing Arabic one: the site's reads (src/content/read.ts)
    // and the admin's own views ask with `fallbackLocale: false`, and the bilingual publish check
    // (src/cms/hooks/bilingual.ts) reads both languages as stored (`locale: "all"`).
    fallback: true,
  },
  i18n: {
    supportedLanguages: { en, ar },
    fallbackLanguage: "en",
    // Payload's Arabic for an empty relationship ("<لا المسؤول>") reads as a typo; this reads naturally whatever
    // the field's gender ("<المسؤول: غير محدد>").
    // Payload's own Arabic that reads wrong is corrected here: "أنشاء" and "بنحاح" are typos, a "locale" is the
    // language of the content (not "الموقع المحلي", a local site), named apart from the admin's own language.
    // Payload's broken or missing Arabic, corrected over these (src/patches/payload-arabic.ts).
    translations: withArabicFixes({
      ar: {
        // The trash is "سلة المهملات" everywhere (Payload says "القمامة" in two of its texts).
        general: {
          noLabel: "<{{label}}: غير محدد>",
          createNew: "إنشاء جديد",
          locale: "لغة المحتوى",
          emptyTrash: "أفرغ سلة المهملات",
          aboutToTrash: "أنت على وشك نقل {{label}} <1>{{title}}</1> إلى سلة المهملات. هل أنت متأكد؟",
        },
        localization: {
          copyToLocale: "نسخ إلى لغة أخرى",
          selectLocaleToCopy: "اختر اللغة التي تنسخ إليها",
          cannotCopySameLocale: "لا يمكن النسخ إلى اللغة نفسها",
          localeToPublish: "اللغة المراد نشرها",
        },
        // "Publish status", named apart from a document's own status fields (an intake's class status, a lead's).
        version: {
          restoredSuccessfully: "تمّت الاستعادة بنجاح.",
          publishIn: "نشر باللغة {{locale}}",
          status: "حالة النشر",
        },
      },
      en: { general: { locale: "Content language" }, version: { status: "Publish status" } },
    }),
  },
  // A larger upload is refused on the file field, in the admin's language, naming the limit (explainOversizedUpload).
  upload: { limits: { fileSize: MAX_UPLOAD_BYTES } },
  plugins: [
    // The collection `redirects`: old addresses of pages, paths and posts (src/cms/plugins/redirects.ts).
    redirects,
    // Search and sharing: the SEO plugin's sharing image and search-result preview (src/cms/plugins/seo.ts).
    seo,
    // Uploads in shared storage when S3_BUCKET is set (several instances see the same files), served through
    // Payload's own file route with its access rules; otherwise files in DATA_DIR/media. The storage fields
    // are in the schema either way, so one set of migrations serves both.
    s3Storage({
      enabled: Boolean(config.S3_BUCKET),
      alwaysInsertFields: true,
      collections: { media: true },
      bucket: config.S3_BUCKET ?? "unused",
      config: {
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        // S3-compatible services other than Amazon's address buckets by path.
        forcePathStyle: Boolean(config.S3_ENDPOINT),
        credentials: {
          accessKeyId: config.S3_ACCESS_KEY_ID ?? "",
          secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? "",
        },
      },
    }),
    // Last, so that it sees every field: the admin's { en, ar } labels as functions of its language, so that
    // Payload's screen-reader texts get the label too, not "[object Object]" (src/patches/payload-labels.ts).
    labelsInAdminLanguage,
  ],
  email: cmsEmail,
  db,
  // PAYLOAD_SECRET, or one generated once into DATA_DIR (mode 0600) and kept there: never in the repository.
  secret: serverSecret(config),
  sharp,
  graphQL: { disable: true },
  telemetry: false,
  // A save that could not get its turn (SQLite: src/patches/payload-one-writer.ts) is a 503 with Retry-After, not a 500;
  // a refusal of fields keeps its per-field details (src/cms/fields/errors.ts).
  hooks: { afterError: [retryAfterOnBusy, malformedBodyIs400, fieldErrorsInResponse, explainOversizedUpload] },
  typescript: { outputFile: path.join(srcDir, "payload-types.ts"), autoGenerate: false },
  // `next build` reads the CMS that `npm run cms:seed` set up and writes nothing to it: no migrations, no seed; on
  // a CMS not set up it stops with what to run. Elsewhere, outside production (tests, scripts, `next dev`), the
  // migrations run here, as Payload runs prodMigrations in production. The first content is a step of its own
  // (seedCms: `npm run cms:seed`, and the server's start).
  onInit: async (payload) => {
    if (building) await requireSetUp(payload, await migrations());
    else if (process.env.NODE_ENV !== "production") await payload.db.migrate({ migrations: await migrations() });
  },
}).then(guardLockRecords);

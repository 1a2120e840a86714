// No "server-only" marker: the HTTP server (src/server/main.ts) reads its configuration here too, outside
// Next's bundles; the lint rule on import directions keeps browser code away from src/server.
import { z } from "zod";

const optionalUrl = z
  .string()
  .trim()
  .url()
  .optional()
  .or(z.literal("").transform(() => undefined));
const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  HOSTNAME: z.string().trim().min(1).default("0.0.0.0"),
  SITE_URL: z.string().trim().url().default("http://localhost:3000"),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  /** Signs the CMS's session tokens; without it one is generated once into DATA_DIR (never in the repository). */
  PAYLOAD_SECRET: z
    .string()
    .trim()
    .min(32, "PAYLOAD_SECRET must be at least 32 characters")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  /**
   * Shared storage for the CMS's uploads (S3 or any S3-compatible service), needed when several instances
   * run; without S3_BUCKET uploads are files in DATA_DIR/media.
   */
  S3_BUCKET: optional,
  /** The service's address for an S3-compatible one (MinIO, R2, …); unset for Amazon S3 itself. */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  SMTP_URL: optionalUrl,
  /** SMTP connection and greeting timeout; the idle-socket timeout is twice this. */
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  MAIL_FROM: optional,
  LEADS_TO: z
    .string()
    .trim()
    .email()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  EMAILJS_PUBLIC_KEY: optional,
  EMAILJS_PRIVATE_KEY: optional,
  EMAILJS_SERVICE_ID: optional,
  EMAILJS_CONTACT_TEMPLATE_ID: optional,
  EMAILJS_PLAN_TEMPLATE_ID: optional,
  EMAILJS_ACK_TEMPLATE_ID: optional,
  EMAILJS_API_URL: z.string().trim().url().default("https://api.emailjs.com/api/v1.0/email/send"),
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optionalUrl,
  ADVISOR_MODEL: z.string().trim().default("gpt-4o-mini"),
  /** Time for the model, one retry included, before the local advisor answers instead. */
  ADVISOR_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
  /** Upstream model calls allowed for the whole site per hour; past that the local advisor answers. */
  ADVISOR_BUDGET_PER_HOUR: z.coerce.number().int().min(0).max(1_000_000).default(600),
  /** A secret marker placed in the system prompt, for leak tests (a random one when unset); the output guard blocks replies that contain it. */
  ADVISOR_CANARY: optional,
  /** Time a client has to send a request body to the API once its headers arrived; slower ones get 408. */
  BODY_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** "off" when the outbox worker runs as its own process (npm run outbox). */
  OUTBOX_WORKER: z.enum(["on", "off"]).default("on"),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
  /**
   * Whether this instance runs the CMS's job queue (scheduled publishing, Payload's job runner). Payload takes a
   * due job without a lock, so with several instances set it "on" for one of them and "off" for the others.
   */
  JOBS_WORKER: z.enum(["on", "off"]).default("on"),
  /** When the job queue runs (cron, seconds optional): each minute, so a post set for 09:00 is live by 09:01. */
  JOBS_CRON: z.string().trim().min(9).default("* * * * *"),
  /**
   * The longest Next's cache keeps a page or a content read, in seconds (src/server/next-cache-handler.mjs, which
   * reads it itself): what a revalidation lost in a Redis outage can leave stale.
   */
  CACHE_MAX_AGE_S: z.coerce.number().int().min(5).max(86_400).default(900),
  OUTBOX_BASE_DELAY_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(10),
  /**
   * Leads older than this many months are anonymised (names, contact details, messages and notes removed from
   * the lead store, the lead desk and the mail drop) by a daily job and `npm run leads -- retention`. 0: kept.
   */
  LEADS_RETENTION_MONTHS: z.coerce.number().int().min(0).max(240).default(24),
});

export type Env = z.infer<typeof envSchema>;

/** Reads and checks the environment (the only reader of process.env); a bad value names its variable. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const env = parsed.data;
  const emailjs = [
    env.EMAILJS_PUBLIC_KEY,
    env.EMAILJS_PRIVATE_KEY,
    env.EMAILJS_SERVICE_ID,
    env.EMAILJS_CONTACT_TEMPLATE_ID,
    env.EMAILJS_PLAN_TEMPLATE_ID,
  ];
  if (emailjs.some(Boolean) && !emailjs.every(Boolean)) {
    throw new Error(
      "Invalid configuration: EMAILJS_PUBLIC_KEY, EMAILJS_PRIVATE_KEY, EMAILJS_SERVICE_ID, EMAILJS_CONTACT_TEMPLATE_ID and EMAILJS_PLAN_TEMPLATE_ID go together",
    );
  }
  if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
    throw new Error("Invalid configuration: S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
  }
  return env;
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= readEnv();
  return cached;
}

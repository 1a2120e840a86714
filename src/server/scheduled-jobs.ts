import "server-only";
import type { Payload } from "payload";
import { ifFirst } from "@/cms/start-lock";
import type { Env } from "@/config/env";
import { logger } from "./log";
import { revalidateToken } from "./revalidate-token";

/**
 * Scheduled publishing: an editor picks a date and time in the Publish menu of a news post, an intake or a page
 * (Payload's schedulePublish), which queues a job in Payload's jobs queue. Once a minute each instance asks its
 * own /api/jobs (over loopback, so that the publish runs inside a request of Next and revalidates the pages that
 * show the document, as an editor's publish does); the first instance to take the lock runs the due jobs, the
 * others skip that round, so a job runs once however many instances there are.
 */
export async function runScheduledJobs(
  payload: Payload,
  where: { databaseUrl?: string; dataDir: string },
): Promise<{ ran: boolean; jobs: number }> {
  const result = await ifFirst(where, "cms-jobs", async () => {
    const run = await payload.jobs.run({ queue: "default", limit: 50 });
    const statuses = Object.values(run.jobStatus ?? {}) as { status?: string }[];
    const failed = statuses.filter((job) => job.status !== "success").length;
    if (statuses.length) logger.info({ jobs: statuses.length, failed }, "scheduled publishing ran");
    if (failed) logger.warn({ failed }, "a scheduled publish failed: see the document's Versions and the log");
    return statuses.length;
  });
  return { ran: result !== undefined, jobs: result ?? 0 };
}

/** Asks this instance's /api/jobs every JOBS_POLL_MS; returns a function that stops it. */
export function startScheduledJobs(env: Env): () => void {
  const host = env.HOSTNAME === "0.0.0.0" || env.HOSTNAME === "::" ? "127.0.0.1" : env.HOSTNAME;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${env.PORT}/api/jobs`;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { authorization: `Bearer ${revalidateToken()}` },
        signal: AbortSignal.timeout(120_000),
      });
      if (!response.ok) throw new Error(`/api/jobs answered ${response.status}`);
    } catch (error) {
      logger.warn({ err: (error as Error).message }, "scheduled publishing not run this round");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), env.JOBS_POLL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

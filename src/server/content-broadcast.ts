import "server-only";
import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { onContentChange } from "@/cms/site-cache";
import type { Env } from "@/config/env";
import { logger } from "./log";
import { revalidateToken } from "./revalidate-token";

/** The channel on which instances tell each other that published content changed. */
export const CONTENT_CHANNEL = "site:content-changed";
/** A counter raised with every change: an instance that missed a message (a reconnect) notices it by polling. */
export const CONTENT_VERSION_KEY = "site:content-version";
/** How often an instance compares the counter with the last one it saw. */
export const CONTENT_POLL_MS = 20_000;

/**
 * Several instances (REDIS_URL set): a content change made through one instance reaches the others. This
 * instance publishes the content tags it revalidates; when another instance's arrives, it revalidates the same
 * tag in its own cache by calling its own /api/revalidate over loopback (Next revalidates only within a
 * request). Pub/sub messages are not kept for an instance that is reconnecting, so each
 * change also raises a counter that every instance polls (CONTENT_POLL_MS): a change is live everywhere
 * within seconds, and within CONTENT_POLL_MS after a lost message. Returns a function that stops listening.
 */
export function startContentBroadcast(env: Env): () => Promise<void> {
  if (!env.REDIS_URL) return async () => {};
  const instance = randomBytes(6).toString("hex");
  const options = { maxRetriesPerRequest: 1, connectTimeout: 2_000, lazyConnect: false };
  const publisher = new Redis(env.REDIS_URL, { ...options, enableOfflineQueue: false });
  const subscriber = new Redis(env.REDIS_URL, options);
  publisher.on("error", () => undefined);
  subscriber.on("error", () => undefined);

  let seenVersion: string | null | undefined;
  const stopListening = onContentChange((tag) => {
    publisher
      .incr(CONTENT_VERSION_KEY)
      .then((version) => {
        seenVersion = String(version);
        return publisher.publish(CONTENT_CHANNEL, JSON.stringify({ instance, tag }));
      })
      .catch((error: unknown) => {
        logger.warn({ err: (error as Error).message }, "content change not broadcast (Redis unreachable)");
      });
  });

  const host = env.HOSTNAME === "0.0.0.0" || env.HOSTNAME === "::" ? "127.0.0.1" : env.HOSTNAME;
  /** Revalidates one content tag here, or every one (a change seen only by polling). */
  const refresh = async (tag: string | undefined) => {
    const response = await fetch(`http://${host.includes(":") ? `[${host}]` : host}:${env.PORT}/api/revalidate`, {
      method: "POST",
      headers: { authorization: `Bearer ${revalidateToken()}`, "content-type": "application/json" },
      body: JSON.stringify({ tags: tag ? [tag] : undefined }),
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) throw new Error(`revalidate answered ${response.status}`);
  };

  subscriber.subscribe(CONTENT_CHANNEL).catch(() => undefined);
  subscriber.on("message", (_channel: string, text: string) => {
    let message: { instance?: string; tag?: unknown };
    try {
      message = JSON.parse(text) as typeof message;
    } catch {
      return;
    }
    if (message.instance === instance) return;
    const tag = typeof message.tag === "string" ? message.tag : undefined;
    refresh(tag).then(
      () => logger.info({ tag }, "content revalidated after a change on another instance"),
      (error: unknown) => logger.warn({ err: (error as Error).message }, "refresh after a content change failed"),
    );
  });

  const poll = setInterval(() => {
    publisher.get(CONTENT_VERSION_KEY).then(
      (version) => {
        const changed = seenVersion !== undefined && version !== seenVersion;
        seenVersion = version;
        if (changed) void refresh(undefined).catch(() => undefined);
      },
      () => undefined,
    );
  }, CONTENT_POLL_MS);
  poll.unref();

  return async () => {
    clearInterval(poll);
    stopListening();
    subscriber.disconnect();
    publisher.disconnect();
  };
}

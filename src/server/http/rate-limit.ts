import "server-only";
import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { AppError } from "@/domain/errors";

export type LimitName =
  "contact" | "plan" | "newsletter" | "seat" | "interest" | "level-test" | "corporate" | "advisor" | "subscription";

/** Requests allowed per client address in each window (seconds). */
export const limitPolicy: Record<LimitName, { points: number; duration: number }> = {
  contact: { points: 10, duration: 600 },
  plan: { points: 10, duration: 600 },
  newsletter: { points: 5, duration: 600 },
  seat: { points: 10, duration: 600 },
  interest: { points: 10, duration: 600 },
  "level-test": { points: 10, duration: 600 },
  corporate: { points: 5, duration: 600 },
  advisor: { points: 30, duration: 300 },
  // Confirmation and unsubscribe links (the pages' buttons and mail programs' one-click posts).
  subscription: { points: 20, duration: 600 },
};

export type Limiters = Record<LimitName, RateLimiterAbstract>;

/** Shared limits through Redis when REDIS_URL is set (a memory limiter takes over while Redis is down). */
export function createLimiters(redisUrl?: string): { limiters: Limiters; redis?: Redis } {
  const redis = redisUrl
    ? new Redis(redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: 2_000,
        // A Redis that stops answering (a partition, a hung server) must not hold a visitor's request:
        // a command gives up after 500 ms (the memory limiter decides instead), and a connection that
        // receives nothing for 1 s while it waits is dropped and reconnected, so the next requests go to the
        // memory limiter at once (not ready) instead of waiting on it.
        commandTimeout: 500,
        socketTimeout: 1_000,
        lazyConnect: false,
      })
    : undefined;
  redis?.on("error", () => undefined); // reconnects by itself; the insurance limiter covers the gap
  const make = (name: LimitName): RateLimiterAbstract => {
    const { points, duration } = limitPolicy[name];
    const memory = new RateLimiterMemory({ keyPrefix: name, points, duration });
    return redis
      ? new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: `rl:${name}`,
          points,
          duration,
          insuranceLimiter: memory,
          rejectIfRedisNotReady: true,
        })
      : memory;
  };
  return {
    limiters: {
      contact: make("contact"),
      plan: make("plan"),
      newsletter: make("newsletter"),
      seat: make("seat"),
      interest: make("interest"),
      "level-test": make("level-test"),
      corporate: make("corporate"),
      advisor: make("advisor"),
      subscription: make("subscription"),
    },
    redis,
  };
}

export async function consume(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      throw new AppError("rate_limited", "too many requests", {
        retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
      });
    }
    throw error;
  }
}

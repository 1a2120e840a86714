import { pbkdf2, randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import {
  APIError,
  type CollectionAfterErrorHook,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from "payload";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { clientAddress } from "@/lib/client-address";
import { env } from "@/config/env";
import { arabicCount } from "@/lib/arabic-count";

/**
 * Limits on signing in and asking for a reset link, in place of Payload's lockout (which five anonymous wrong
 * guesses at a known address triggered, again and again, keeping that admin out, and which only real
 * accounts ever reported). Failed sign-ins count; every reset request counts:
 *
 * - per client address, whatever the accounts: 10 failures in 15 minutes (reset requests: 5 an hour);
 * - per account, from addresses it has not signed in from in the last 20 days: 5 failures in 15 minutes
 *   (reset requests: 3 an hour; unknown addresses of e-mail, that no account has, are limited the same way);
 * - per account and address it has signed in from: 5 failures in 15 minutes (reset requests: 3 an hour), apart
 *   from the above, so a stranger who exhausts the account's limit does not keep its owner out of the places
 *   they work from, nor stop them asking for a reset link there.
 *
 * Over a limit the answer is 429 with Retry-After, the same for a real account and an unknown address. An
 * admin's "unlock" clears the account's limit. Shared through Redis when REDIS_URL is set.
 */
export const loginLimits = {
  address: { points: 10, duration: 15 * 60 },
  account: { points: 5, duration: 15 * 60 },
  knownAddress: { points: 5, duration: 15 * 60 },
  resetAddress: { points: 5, duration: 60 * 60 },
  resetAccount: { points: 3, duration: 60 * 60 },
  resetKnownAddress: { points: 3, duration: 60 * 60 },
} as const;
/**
 * How long a successful sign-in makes its address a known one for that account. Under 24.8 days: the memory
 * limiter expires keys with setTimeout, which fires at once for longer delays (2^31 ms).
 */
export const KNOWN_FOR_S = 20 * 24 * 60 * 60;

type Name = keyof typeof loginLimits | "known";

let limiters: Record<Name, RateLimiterAbstract> | undefined;
/** Each limit's memory copy: the whole limit without Redis, its stand-in while Redis is slow or down. */
const memories = {} as Record<Name, RateLimiterMemory>;

function limiter(name: Name): RateLimiterAbstract {
  if (!limiters) {
    const url = env().REDIS_URL;
    const redis = url
      ? new Redis(url, {
          enableOfflineQueue: false,
          maxRetriesPerRequest: 1,
          connectTimeout: 2_000,
          commandTimeout: 500,
          lazyConnect: false,
        })
      : undefined;
    redis?.on("error", () => undefined); // reconnects by itself; the memory limiter covers the gap
    const make = (key: Name, points: number, duration: number): RateLimiterAbstract => {
      const memory = new RateLimiterMemory({ keyPrefix: `staff-${key}`, points, duration });
      memories[key] = memory;
      return redis
        ? new RateLimiterRedis({
            storeClient: redis,
            keyPrefix: `rl:staff-${key}`,
            points,
            duration,
            insuranceLimiter: memory,
            rejectIfRedisNotReady: true,
          })
        : memory;
    };
    limiters = {
      ...(Object.fromEntries(
        Object.entries(loginLimits).map(([key, { points, duration }]) => [key, make(key as Name, points, duration)]),
      ) as Record<keyof typeof loginLimits, RateLimiterAbstract>),
      known: make("known", 1, KNOWN_FOR_S),
    };
  }
  return limiters[name];
}

/** The client's address as the site's limits see it (src/lib/client-address.ts). */
const clientAddressOf = (req: Pick<PayloadRequest, "headers">): string => clientAddress(req, env().TRUST_PROXY);

const normalise = (email: unknown) => (typeof email === "string" ? email.trim().toLowerCase() : "");

/** The refusal after too many attempts, in the admin's language, with the wait in whole minutes (at least 1). */
export function tooManyAttemptsMessage(language: string | undefined, seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (language === "ar") {
    const wait = arabicCount(minutes, {
      one: "دقيقة واحدة",
      two: "دقيقتين",
      few: "{n} دقائق",
      many: "{n} دقيقة",
      other: "{n} دقيقة",
    });
    return `محاولات كثيرة. حاول مرة أخرى بعد ${wait}، أو اطلب من المسؤول فتح الحساب.`;
  }
  return `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or ask an admin to unlock the account.`;
}

function tooMany(req: PayloadRequest, seconds: number): Error {
  const headers = new Headers(req.responseHeaders);
  headers.set("Retry-After", String(seconds));
  req.responseHeaders = headers;
  return new APIError(tooManyAttemptsMessage(req.i18n?.language, seconds), 429, null, true);
}

/** Refuses (429) if any of the limits is spent. */
async function check(req: PayloadRequest, checks: [Name, string][]): Promise<void> {
  let wait = 0;
  for (const [name, key] of checks) {
    const state = await limiter(name).get(key);
    if (state && state.consumedPoints >= limiter(name).points)
      wait = Math.max(wait, Math.ceil(state.msBeforeNext / 1000));
  }
  if (wait > 0) throw tooMany(req, wait);
}

/** Takes one point of each limit; refuses (429) if any is spent. */
async function take(req: PayloadRequest, checks: [Name, string][]): Promise<void> {
  let wait = 0;
  for (const [name, key] of checks) {
    try {
      await limiter(name).consume(key);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      wait = Math.max(wait, Math.ceil(error.msBeforeNext / 1000));
    }
  }
  if (wait > 0) throw tooMany(req, wait);
}

/** Whether the account `email` has signed in from `address` in the last KNOWN_FOR_S. */
const isKnownAddress = async (email: string, address: string): Promise<boolean> =>
  email ? Boolean(await limiter("known").get(`${email}|${address}`)) : false;

/** The limits a sign-in for `email` from the request's address counts against. */
async function signInLimits(req: PayloadRequest, email: string): Promise<[Name, string][]> {
  const address = clientAddressOf(req);
  const known = await isKnownAddress(email, address);
  return [["address", address], known ? ["knownAddress", `${email}|${address}`] : ["account", email]];
}

/** The cost of checking a password, spent for an address no account has, so both answer in about the same time. */
function checkNothing(password: string): Promise<void> {
  return new Promise((resolve) => pbkdf2(password, randomBytes(32), 600_000, 32, "sha256", () => resolve()));
}

/**
 * Before a sign-in (refused when a limit is spent) or a reset request (each counts), and the same work for an
 * address no account has as for a real one.
 */
export const limitSignIns: CollectionBeforeOperationHook = async ({ operation, args, req }) => {
  if (operation !== "login" && operation !== "forgotPassword") return args;
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data ?? {};
  const email = normalise(data.email);
  if (operation === "forgotPassword") {
    // As for sign-ins: requests from where the account signs in have a limit of their own, which strangers'
    // requests (counted against the account's) cannot spend.
    const address = clientAddressOf(req);
    const known = await isKnownAddress(email, address);
    await take(req, [
      ["resetAddress", address],
      known ? ["resetKnownAddress", `${email}|${address}`] : ["resetAccount", email],
    ]);
    return args;
  }
  await check(req, await signInLimits(req, email));
  const account = email
    ? await req.payload.db.findOne({ collection: "users", req, where: { email: { equals: email } } })
    : null;
  if (!account && typeof data.password === "string") await checkNothing(data.password);
  return args;
};

/** A failed sign-in over the API (the admin's sign-in form uses it) counts against its limits. */
export const countFailedSignIn: CollectionAfterErrorHook = async ({ error, req }) => {
  if (
    (error as { status?: number }).status !== 401 ||
    !/\/users\/login$/.test(new URL(req.url ?? "http://x/").pathname)
  ) {
    return;
  }
  const email = normalise((req.data as { email?: unknown } | undefined)?.email);
  for (const [name, key] of await signInLimits(req, email)) {
    await limiter(name)
      .penalty(key, 1)
      .catch(() => undefined);
  }
};

/** After a successful sign-in: its address is known for the account for KNOWN_FOR_S (20 days). */
export const rememberSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  const email = normalise((user as { email?: unknown }).email);
  const key = `${email}|${clientAddressOf(req)}`;
  // In this process's memory too: when a Redis read times out under load, the memory stand-in still knows
  // the address, and its owner is not taken for a stranger.
  await limiter("known").set(key, 1, KNOWN_FOR_S);
  if (limiter("known") !== memories.known) await memories.known.set(key, 1, KNOWN_FOR_S);
};

/** An admin's unlock: the account's limit is cleared. */
export const clearOnUnlock: CollectionBeforeOperationHook = async ({ operation, args }) => {
  if (operation !== "unlock") return args;
  const email = normalise((args as { data?: { email?: unknown } }).data?.email);
  if (email) await limiter("account").delete(email);
  return args;
};

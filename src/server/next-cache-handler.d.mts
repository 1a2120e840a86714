// Types of next-cache-handler.mjs (plain JavaScript, which Next imports by its path).
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import type { Handler } from "@fortedigital/nextjs-cache-handler/cache-handler.types";

export declare const RETRY_MS: number;
export declare function keyPrefix(
  buildId: string | undefined,
  environment?: Record<string, string | undefined>,
): string;
export declare function retryingRevalidations<H extends Handler>(
  handler: H,
  options?: { retryMs?: number; log?: { info: (...args: unknown[]) => void; warn: (...args: unknown[]) => void } },
): H & { pending(): string[] };
export default CacheHandler;
export declare function withRouteTags<H extends Handler>(handler: H): H;
export declare function nextCacheHandler(): Handler;

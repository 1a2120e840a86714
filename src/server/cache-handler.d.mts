/** Types of ./cache-handler.mjs (plain JavaScript: Next loads it at run time, outside the build). */
export function keyPrefix(serverDistDir: string | undefined, env?: Record<string, string | undefined>): string;
export function redisDatabase(url: string): number;
export default class SharedCacheHandler {
  constructor(options?: { serverDistDir?: string });
}

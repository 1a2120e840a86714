import type * as Read from "@/content/read";

/**
 * The site's content reads (src/content/read.ts), each kept after its first answer. For test files whose subject
 * is not the CMS (the forms' mail, the advisor under faults or injection) and that call the route handlers
 * outside Next: there Next's data cache, which keeps these reads in production, does not exist, and reading the
 * whole catalogue for each of a thousand requests would be the test's cost, not the site's. Use with
 * `vi.mock("@/content/read", async (real) => (await import("../support/memo-reads")).memoized(await real()))`.
 */
export function memoized(real: typeof Read): typeof Read {
  const kept = new Map<string, Promise<unknown>>();
  const keep =
    <A extends unknown[], R>(name: string, read: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      const key = `${name} ${JSON.stringify(args)}`;
      if (!kept.has(key)) kept.set(key, read(...args));
      return kept.get(key) as Promise<R>;
    };
  return { ...real, readDocs: keep("docs", real.readDocs), readGlobal: keep("global", real.readGlobal) } as typeof Read;
}

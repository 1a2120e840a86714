// Plain JavaScript: imported by src/server/next-cache-handler.mjs, which Next loads by its path, outside its bundles.
/**
 * PATCH of @fortedigital/nextjs-cache-handler 3.3.0 (with next 16.4.6): a route handler's entry (a sharing card, the sitemap: Next's APP_ROUTE)
 * gets the tags its render collected. @fortedigital/nextjs-cache-handler 3.3.0 takes a page's tags from its
 * `x-next-cache-tags` header but a route's from the call, where Next 16 passes none, so a sharing card was never
 * renewed by an edit. src/server/next-cache-handler.mjs wraps both of its handlers (Redis, memory) with it.
 * Upstream: @fortedigital/nextjs-cache-handler@3.3.0
 * Test: tests/integration/next-cache-upstream.integ.ts fails when the library tags route entries itself (then this
 * goes); tests/integration/next-cache.integ.ts checks the tags this gives.
 */
export function withRouteTags(handler) {
  return {
    ...handler,
    set(key, entry, ctx) {
      const header = entry?.value?.kind === "APP_ROUTE" ? entry.value.headers?.["x-next-cache-tags"] : undefined;
      if (!header || entry.tags?.length) return handler.set(key, entry, ctx);
      const tags = Array.isArray(header) ? header : String(header).split(",");
      return handler.set(key, { ...entry, tags: Object.freeze(tags) }, ctx);
    },
  };
}

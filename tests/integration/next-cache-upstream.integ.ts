import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import { describe, expect, it } from "vitest";

/**
 * What @fortedigital/nextjs-cache-handler does itself, on which src/server/next-cache-handler.mjs relies or which it
 * corrects (withRouteTags). Its own file: the library's CacheHandler is configured once per process.
 */
describe("the cache handler library", () => {
  it("gives a route handler's entry no tags of its own (so withRouteTags takes them from its header)", async () => {
    const stored: { tags: readonly string[] }[] = [];
    CacheHandler.onCreation(() => ({
      handlers: [
        {
          name: "recording",
          get: async () => null,
          set: async (_key: string, value: { tags: readonly string[] }) => void stored.push(value),
          revalidateTag: async () => undefined,
          delete: async () => undefined,
        },
      ],
    }));
    const instance = new CacheHandler({ serverDistDir: "/nonexistent/server" } as never);
    const route = {
      kind: "APP_ROUTE",
      body: Buffer.from("card"),
      status: 200,
      headers: { "content-type": "image/png", "x-next-cache-tags": "cms:paths,_N_T_/layout" },
    };
    await instance.set(
      "/en/paths/power-bi/opengraph-image",
      route as never,
      { cacheControl: { revalidate: false } } as never,
    );
    // When this fails, the library tags route entries itself: remove withRouteTags from next-cache-handler.mjs.
    expect(stored.map((entry) => [...entry.tags])).toEqual([[]]);
  });
});

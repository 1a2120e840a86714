import { createServer, get, IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchesIfNoneMatch, renderNotFoundWith, SiteResponse } from "@/server/site-response";

/**
 * The HTTP server's response class (src/server/site-response.ts) on a real loopback server, with a handler that
 * answers as Next does with `generateEtags: false`: a page from its cache carries `x-nextjs-prerender`, a page
 * rendered for the request does not, and neither has an ETag of Next's.
 */
const page = (text: string) =>
  `<!doctype html><html><head><script>console.log(${JSON.stringify(text)})</script></head><body>${"<p>words</p>".repeat(200)}${text}</body></html>`;

let current = page("first version");

const errorShell =
  '<!DOCTYPE html><html id="__next_error__"><head><meta name="robots" content="noindex"/></head><body><div hidden=""></div><script>self.__next_f=[]</script></body></html>';

/** Redirects the handler answers with, by the path asked for: where each leads. */
const redirects: Record<string, string> = {
  "/old-offer": "/new",
  "/fresh-old-offer": "/new",
  "/ar/old-offer": "/ar/new",
  "/old-filter": "/schedule?area=it&utm_source=flyer",
  "/old-brochure": "https://www.example.com/brochure.pdf",
  "/api/form": "/contact?sent=1",
  "/admin": "/admin/login",
};
let server: ReturnType<typeof createServer<typeof IncomingMessage, typeof SiteResponse>>;
let base = "";

/** A build file as Next sends it with `generateEtags: false`: no ETag, named by its content. */
const script = `console.log(${JSON.stringify("a build file ".repeat(300))});`;

function handler(req: IncomingMessage, res: ServerResponse) {
  if (req.url!.startsWith("/_next/static/")) {
    res.setHeader("content-type", "application/javascript; charset=UTF-8");
    res.setHeader("cache-control", "public, max-age=31536000, immutable");
    res.end(script);
    return;
  }
  const path = req.url!.split("?")[0]!;
  if (path.startsWith("/missing")) {
    // As Next 16.4.6 answers a route's notFound(): its error document, from its cache.
    res.setHeader("x-frame-options", "DENY");
    res.setHeader("x-nextjs-prerender", "1");
    res.setHeader("cache-control", "s-maxage=3600, stale-while-revalidate=31532400");
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.statusCode = 404;
    res.end(errorShell);
    return;
  }
  if (path === "/english-test/result") {
    // A page's own temporary redirect (the level test sending a made-up attempt back to its start).
    res.writeHead(307, { location: "/english-test/take" });
    res.end();
    return;
  }
  const redirect = redirects[path];
  if (redirect) {
    // As Next answers a page's redirect: rendered for the request (writeHead with its headers, no body), or from
    // its cache (a document with a meta refresh, the status and Location set one by one).
    if (path.startsWith("/fresh-")) {
      res.writeHead(308, { location: redirect });
      res.end();
      return;
    }
    res.setHeader("x-nextjs-prerender", "1");
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.setHeader("location", redirect);
    res.statusCode = 308;
    res.end(`<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0;url=${redirect}"/></head></html>`);
    return;
  }
  res.setHeader("content-type", "text/html; charset=utf-8");
  if (req.url!.startsWith("/cached")) res.setHeader("x-nextjs-prerender", "1");
  res.statusCode = 200;
  res.end(req.method === "HEAD" ? undefined : current);
}

beforeAll(async () => {
  server = createServer({ ServerResponse: SiteResponse }, handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("a page Next served from its cache", () => {
  it("gets an ETag from its bytes, a 304 for a current copy, and a new ETag when the page changes", async () => {
    const first = await fetch(`${base}/cached`);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(await first.text()).toBe(current);
    expect(first.headers.get("x-nextjs-prerender")).toBeNull();
    const policy = first.headers.get("content-security-policy")!;
    expect(policy).toContain("'sha256-");

    const again = await fetch(`${base}/cached`, { headers: { "if-none-match": `W/${etag}, "other"` } });
    expect(again.status).toBe(304);
    expect(again.headers.get("content-security-policy")).toBeNull();
    expect(again.headers.get("vary")).toContain("Accept-Encoding");
    expect(await again.text()).toBe("");

    // HEAD has no body to hash: it gets the policy its GET had.
    const head = await fetch(`${base}/cached`, { method: "HEAD" });
    expect(head.headers.get("content-security-policy")).toBe(policy);

    // Regenerated after an edit: another ETag, the old copy is stale, the policy follows the new scripts.
    current = page("second version");
    const changed = await fetch(`${base}/cached`, { headers: { "if-none-match": etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect(changed.headers.get("content-security-policy")).not.toBe(policy);
    expect(await changed.text()).toContain("second version");
    const secondPolicy = changed.headers.get("content-security-policy");
    expect((await fetch(`${base}/cached`, { method: "HEAD" })).headers.get("content-security-policy")).toBe(
      secondPolicy,
    );

    // The edit undone: the first version again (its policy already known), and HEAD follows it back.
    current = page("first version");
    const undone = await fetch(`${base}/cached`);
    expect(undone.headers.get("etag")).toBe(etag);
    expect(undone.headers.get("content-security-policy")).toBe(policy);
    expect((await fetch(`${base}/cached`, { method: "HEAD" })).headers.get("content-security-policy")).toBe(policy);
  });

  it("is compressed as the client asks, the same bytes once compressed", async () => {
    const zipped = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      // fetch() would decompress: read the raw bytes.
      get(`${base}/cached`, { headers: { "accept-encoding": "gzip" } }, (res) => {
        const parts: Buffer[] = [];
        res.on("data", (part: Buffer) => parts.push(part));
        res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(parts) }));
      }).on("error", reject);
    });
    expect(zipped.encoding).toBe("gzip");
    expect(gunzipSync(zipped.body).toString()).toBe(current);
  });
});

describe("a build file", () => {
  it("is compressed once, at the quality kept for cached bodies, and gets no ETag (it is immutable)", async () => {
    const raw = (path: string, headers: Record<string, string>) =>
      new Promise<{ headers: IncomingMessage["headers"]; status?: number; body: Buffer }>((resolve, reject) => {
        get(`${base}${path}`, { headers }, (res) => {
          const parts: Buffer[] = [];
          res.on("data", (part: Buffer) => parts.push(part));
          res.on("end", () => resolve({ headers: res.headers, status: res.statusCode, body: Buffer.concat(parts) }));
        }).on("error", reject);
      });
    const path = "/_next/static/chunks/0abc123.js";
    const first = await raw(path, { "accept-encoding": "br" });
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers.etag).toBeUndefined();
    expect(brotliDecompressSync(first.body).toString()).toBe(script);
    const best = brotliCompressSync(script, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(script) },
    });
    expect(first.body.equals(best)).toBe(true);
    expect((await raw(path, { "accept-encoding": "br", "if-none-match": "*" })).status).toBe(200);
  });
});

describe("a page rendered for the request", () => {
  it("has no ETag and no 304, as with Next's own", async () => {
    const first = await fetch(`${base}/rendered`);
    expect(first.headers.get("etag")).toBeNull();
    expect(first.headers.get("content-security-policy")).toContain("'sha256-");
    const again = await fetch(`${base}/rendered`, { headers: { "if-none-match": "*" } });
    expect(again.status).toBe(200);
  });
});

describe("a page's redirect", () => {
  const follow = async (path: string) => {
    const answer = await fetch(`${base}${path}`, { redirect: "manual" });
    expect(answer.status).toBe(308);
    return answer.headers.get("location");
  };

  it("keeps the visitor's query, cached or rendered for the request, in either language", async () => {
    const campaign = "utm_source=fb&utm_campaign=summer";
    expect(await follow(`/old-offer?${campaign}`)).toBe(`/new?${campaign}`);
    expect(await follow(`/fresh-old-offer?${campaign}`)).toBe(`/new?${campaign}`);
    expect(await follow(`/ar/old-offer?${campaign}&utm_content=%D8%B9%D8%B1%D8%B6`)).toBe(
      `/ar/new?${campaign}&utm_content=%D8%B9%D8%B1%D8%B6`,
    );
    const head = await fetch(`${base}/old-offer?${campaign}`, { method: "HEAD", redirect: "manual" });
    expect(head.headers.get("location")).toBe(`/new?${campaign}`);
    // Without a query the redirect is as it was.
    expect(await follow("/old-offer")).toBe("/new");
  });

  it("merges with the redirect's own query, whose parameters keep their values", async () => {
    expect(await follow("/old-filter?utm_source=fb&utm_medium=social")).toBe(
      "/schedule?area=it&utm_source=flyer&utm_medium=social",
    );
  });

  it("leaves a page's temporary redirect without the query it refused, so that it cannot come back for ever", async () => {
    const answer = await fetch(`${base}/english-test/result?s=forged`, { redirect: "manual" });
    expect(answer.status).toBe(307);
    expect(answer.headers.get("location")).toBe("/english-test/take");
  });

  it("leaves another site's address and the API's and the CMS's own redirects alone", async () => {
    expect(await follow("/old-brochure?utm_source=fb")).toBe("https://www.example.com/brochure.pdf");
    expect(await follow("/api/form?utm_source=fb")).toBe("/contact?sent=1");
    expect(await follow("/admin?utm_source=fb")).toBe("/admin/login");
  });
});

describe('a route\'s "not found"', () => {
  afterAll(() => renderNotFoundWith(undefined));

  it("is answered with the 404 page instead of Next's error document, status 404, the routing's headers kept", async () => {
    const asked: string[] = [];
    renderNotFoundWith(async (req, res) => {
      asked.push(req.url!);
      res.statusCode = 404;
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("cache-control", "private, no-cache, no-store, max-age=0, must-revalidate");
      res.end(
        `<!doctype html><html lang="ar" dir="rtl"><body><h1>عذرًا! الصفحة غير موجودة</h1><script>1</script></body></html>`,
      );
    });
    const answer = await fetch(`${base}/missing-page?x=1`, { headers: { "accept-encoding": "identity" } });
    expect(answer.status).toBe(404);
    expect(asked).toEqual(["/missing-page?x=1"]);
    const html = await answer.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).not.toContain("__next_error__");
    expect(answer.headers.get("x-frame-options")).toBe("DENY");
    expect(answer.headers.get("cache-control")).toBe("private, no-cache, no-store, max-age=0, must-revalidate");
    expect(answer.headers.get("etag")).toBeNull();
    // The policy is the 404 page's own (its inline script), not the error document's.
    expect(answer.headers.get("content-security-policy")).toContain("'sha256-");
    // Not the error document's length.
    expect(answer.headers.get("content-length") ?? String(Buffer.byteLength(html))).toBe(
      String(Buffer.byteLength(html)),
    );
  });

  it("goes out as Next made it when the 404 page cannot be rendered", async () => {
    renderNotFoundWith(async () => {
      throw new Error("render failed");
    });
    const answer = await fetch(`${base}/missing-too`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe(errorShell);
  });
});

describe("If-None-Match", () => {
  it("compares weakly, in a list, and takes *", () => {
    expect(matchesIfNoneMatch('"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"x", W/"abc" ', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch("*", '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"abcd"', '"abc"')).toBe(false);
    expect(matchesIfNoneMatch("", '"abc"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"abc"')).toBe(false);
  });
});

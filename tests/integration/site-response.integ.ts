import { createServer, IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import { gunzipSync } from "node:zlib";
import RenderResult from "next/dist/server/render-result";
import { sendRenderResult } from "next/dist/server/send-payload";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentPolicy, LOCKED_DOWN_POLICY } from "@/security/csp";
import { renderNotFoundWith } from "@/server/not-found-page";
import { SiteResponse } from "@/server/site-response";
import { decoded, rawRequest } from "../support/raw-http";

/**
 * The HTTP server's response class (src/server/site-response.ts) on a real loopback server, behind what Next puts
 * around each response of its request handler with next.config.ts's settings: its compression middleware
 * (`compress: true`; next/dist/server/lib/router-server.js), the locked-down policy of next.config.ts's headers, and
 * its own way of sending a page (sendRenderResult with `generateEtags: false`, as next.config.ts): from its cache (a string, with an
 * ETag of its bytes from the class and a 304 for a current copy) or rendered for the request (a stream, no ETag).
 */
const compression = createRequire(import.meta.url)("next/dist/compiled/compression") as () => (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
) => void;
const compress = compression();

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

const script = `console.log(${JSON.stringify("a build file ".repeat(300))});`;
const html = "text/html; charset=utf-8";

/** A document rendered for the request, in three chunks, as Next streams it. */
function streamed(text: string) {
  const document = page(text);
  const parts = [document.slice(0, 40), document.slice(40, 3000), document.slice(3000)];
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const part = parts.shift();
      if (part === undefined) controller.close();
      else controller.enqueue(new TextEncoder().encode(part));
    },
  });
}

async function handler(req: IncomingMessage, res: ServerResponse) {
  compress(req, res, () => {});
  res.setHeader("content-security-policy", LOCKED_DOWN_POLICY);
  const send = (result: RenderResult) =>
    sendRenderResult({ req, res, result, generateEtags: false, poweredByHeader: false, cacheControl: undefined });
  if (req.url!.startsWith("/_next/static/")) {
    // As Next sends a build file (not through sendRenderResult).
    res.setHeader("cache-control", "public, max-age=31536000, immutable");
    res.setHeader("content-type", "application/javascript; charset=UTF-8");
    res.end(script);
    return;
  }
  const path = req.url!.split("?")[0]!;
  if (path.startsWith("/missing")) {
    // As Next 16.4.6 answers a route's notFound(): its error document, from its cache.
    res.setHeader("x-frame-options", "DENY");
    res.setHeader("x-nextjs-prerender", "1");
    res.setHeader("cache-control", "s-maxage=3600, stale-while-revalidate=31532400");
    res.statusCode = 404;
    return send(RenderResult.fromStatic(errorShell, html));
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
    res.setHeader("location", redirect);
    res.statusCode = 308;
    return send(
      RenderResult.fromStatic(
        `<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0;url=${redirect}"/></head></html>`,
        html,
      ),
    );
  }
  res.statusCode = 200;
  if (path === "/cached") {
    res.setHeader("x-nextjs-prerender", "1");
    return send(RenderResult.fromStatic(current, html));
  }
  return send(new RenderResult(streamed(`rendered for ${req.url}`), { contentType: html, metadata: {} }));
}

beforeAll(async () => {
  server = createServer({ ServerResponse: SiteResponse }, (req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const raw = (path: string, headers: Record<string, string> = {}) => rawRequest(`${base}${path}`, headers);

describe("a page Next served from its cache", () => {
  it("is compressed by Next after its policy was made from its own scripts, and has the ETag of its bytes", async () => {
    const zipped = await raw("/cached", { "accept-encoding": "gzip, deflate, br" });
    expect(zipped.status).toBe(200);
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toContain("Accept-Encoding");
    expect(gunzipSync(zipped.body).toString()).toBe(current);
    expect(zipped.headers["content-security-policy"]).toBe(documentPolicy(current));
    expect(zipped.headers["content-security-policy"]).toContain("'sha256-");
    expect(zipped.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(zipped.headers["x-nextjs-prerender"]).toBeUndefined();

    const plain = await raw("/cached", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(current);
    expect(plain.headers["content-length"]).toBe(String(plain.body.length));
    expect(plain.headers["content-security-policy"]).toBe(zipped.headers["content-security-policy"]);
    expect(plain.headers.etag).toBe(zipped.headers.etag);
  });

  it("answers a current copy 304 without a policy, also for the ETag nginx's gzip made weak", async () => {
    const first = await fetch(`${base}/cached`);
    const etag = first.headers.get("etag")!;
    const policy = first.headers.get("content-security-policy")!;
    expect(policy).toBe(documentPolicy(current));

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", W/${etag}`]) {
      const again = await raw("/cached", { "if-none-match": ifNoneMatch, "accept-encoding": "gzip" });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.headers["content-security-policy"]).toBeUndefined();
      expect(again.headers.etag).toBe(etag);
      expect(again.body.length).toBe(0);
    }

    // HEAD has no body to hash: it gets the policy its GET had.
    const head = await fetch(`${base}/cached`, { method: "HEAD" });
    expect(head.headers.get("content-security-policy")).toBe(policy);

    // Regenerated after an edit: another ETag, the old copy is stale, the policy follows the new scripts.
    current = page("second version");
    const changed = await fetch(`${base}/cached`, { headers: { "if-none-match": etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    const secondPolicy = changed.headers.get("content-security-policy");
    expect(secondPolicy).not.toBe(policy);
    expect(secondPolicy).toBe(documentPolicy(current));
    expect(await changed.text()).toContain("second version");
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
});

describe("a page rendered for the request", () => {
  it("is streamed to the policy and then compressed: the policy has the hashes of its uncompressed scripts", async () => {
    const zipped = await raw("/rendered?x=1", { "accept-encoding": "gzip" });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    const document = gunzipSync(zipped.body).toString();
    expect(document).toBe(page("rendered for /rendered?x=1"));
    expect(zipped.headers["content-security-policy"]).toBe(documentPolicy(document));
    expect(zipped.headers["content-security-policy"]).toContain("'sha256-");
  });

  it("has no ETag and no 304, as with Next's own", async () => {
    const first = await fetch(`${base}/rendered`);
    expect(first.headers.get("etag")).toBeNull();
    expect(first.headers.get("content-security-policy")).toBe(documentPolicy(await first.text()));
    const again = await fetch(`${base}/rendered`, { headers: { "if-none-match": "*" } });
    expect(again.status).toBe(200);
  });
});

describe("a file that is not a document", () => {
  it("is not held: Next compresses it and keeps the locked-down policy", async () => {
    const file = await raw("/_next/static/chunks/0abc123.js", { "accept-encoding": "gzip" });
    expect(file.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(file.body).toString()).toBe(script);
    expect(file.headers["content-security-policy"]).toBe(LOCKED_DOWN_POLICY);
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
  const notFoundPage = `<!doctype html><html lang="ar" dir="rtl"><body><h1>عذرًا! الصفحة غير موجودة</h1><script>1</script>${"<p>…</p>".repeat(200)}</body></html>`;

  it("is answered with the 404 page instead of Next's error document, status 404, the routing's headers kept", async () => {
    const asked: string[] = [];
    renderNotFoundWith(async (req, res) => {
      asked.push(req.url!);
      res.statusCode = 404;
      res.setHeader("content-type", html);
      res.setHeader("cache-control", "private, no-cache, no-store, max-age=0, must-revalidate");
      res.end(notFoundPage);
    });
    for (const encoding of ["identity", "gzip"]) {
      const answer = await raw("/missing-page?x=1", { "accept-encoding": encoding });
      expect(answer.status).toBe(404);
      expect(answer.headers["content-encoding"]).toBe(encoding === "gzip" ? "gzip" : undefined);
      const document = decoded(answer);
      expect(document).toBe(notFoundPage);
      expect(answer.headers["x-frame-options"]).toBe("DENY");
      expect(answer.headers["cache-control"]).toBe("private, no-cache, no-store, max-age=0, must-revalidate");
      expect(answer.headers.etag).toBeUndefined();
      // The policy is the 404 page's own (its inline script), not the error document's.
      expect(answer.headers["content-security-policy"]).toBe(documentPolicy(notFoundPage));
      // Not the error document's length.
      if (encoding === "identity") expect(answer.headers["content-length"]).toBe(String(answer.body.length));
    }
    expect(asked).toEqual(["/missing-page?x=1", "/missing-page?x=1"]);
  });

  it("goes out as Next made it when the 404 page cannot be rendered", async () => {
    renderNotFoundWith(async () => {
      throw new Error("render failed");
    });
    const answer = await fetch(`${base}/missing-too`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe(errorShell);
    expect(answer.headers.get("content-security-policy")).toBe(documentPolicy(errorShell));
  });
});

import { withPayload } from "@payloadcms/next/withPayload";
import path from "node:path";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { withAdminOnlyClientHints } from "./src/patches/next-payload-headers";
import { LOCKED_DOWN_POLICY, MEDIA_FILE_POLICY, SECURITY_HEADERS } from "./src/security/csp";
import { CMS_BODY_LIMIT_BYTES } from "./src/server/http-edge";

const withNextIntl = createNextIntlPlugin({
  requestConfig: "./src/i18n/request.ts",
  // The ICU messages are compiled at build time, so the browser gets a formatter without a parser.
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

const nextConfig: NextConfig = {
  // No "X-Powered-By: Next.js" (no framework disclosure).
  poweredByHeader: false,
  // Next compresses (gzip) what its server sends, as the request asks: for a server without nginx in front. Behind
  // nginx (deploy/nginx/site.conf) nginx compresses, and asks the app for uncompressed answers. The HTTP server's
  // response class holds each HTML document until its Content-Security-Policy is made from the uncompressed bytes,
  // and only then lets Next's compression have it (src/server/site-response.ts).
  compress: true,
  // Next's ETag is a hash of every answer computed in JavaScript at every request (fnv1a52 over the document): a third
  // of the server's time on a page served from its cache (measured with --cpu-prof: 29.7 %; the pages' throughput
  // through nginx fell by half with it). The response class holds each HTML document anyway, for its policy: a page
  // served from Next's cache gets its ETag there, a native SHA-1 of the bytes, and a current copy 304
  // (src/server/document-policy.ts). Through nginx too (whose gzip makes it weak: W/"…", which still matches).
  generateEtags: false,
  reactStrictMode: true,
  // Where Next keeps rendered pages and the content reads (src/server/next-cache-handler.mjs): Redis, shared by
  // every instance, when REDIS_URL is set; this process's memory otherwise. Nothing under .next, nothing the build
  // rendered from its own database. Next's own memory cache in front of it is off: with Redis it would keep an
  // instance's old copy after another instance's edit.
  cacheHandler: path.resolve(/* turbopackIgnore: true */ process.cwd(), "src/server/next-cache-handler.mjs"),
  cacheMaxMemorySize: 0,
  experimental: {
    // A real server-rendered 404 for unknown paths (docs/architecture.md, "The HTTP server").
    globalNotFound: true,
    // Each route's code loads on its first request, not all of them at start: Next's default loaded every page and
    // API route before the first answer (about 107 MB of JavaScript, the CMS's server code once per route that
    // reads it), which took start-up from about 3.5 s to 6 s and the server's memory at start from 375 MB to
    // 525 MB. A restart (a deployment, a crash the service manager recovers) is down that much shorter; each
    // route's first request after it takes about 0.2 s longer, once.
    preloadEntriesOnStart: false,
    // The server's code is minified. Unminified (so that Payload's error classes kept their names in its logs and
    // REST answers), every route that loads the CMS held a 5.8 MB chunk instead of 3.9 MB (11.5 MB of memory
    // instead of 7.7: its Arabic labels make V8 keep the text in two bytes a character), and the server held 19 MB
    // more at start (163 against 144 MB of live heap). Payload itself is no longer bundled (serverExternalPackages
    // below), so its classes keep their names; the stacks of the site's own code name minified functions.
    serverMinification: true,
    // Turbopack keeps what it compiled under .next/cache for the next build (on by default; a rebuild took 49 s
    // instead of 135 s here). A build that no other build follows (CI's fresh clone: the test script sets
    // BUILD_CACHE=off there) only pays for writing it: without the cache and the type check below, that build took
    // 86 s instead of 135 s.
    turbopackFileSystemCacheForBuild: process.env.BUILD_CACHE !== "off",
    // The admin's server functions (its form state, posted on every change) take as much as the CMS's API and
    // nginx in front (1 MiB, Next's default, named here so the three stay one: src/server/http-edge.ts).
    serverActions: { bodySizeLimit: CMS_BODY_LIMIT_BYTES },
  },
  // The build checks the types, as `npm run typecheck` does (next typegen, then tsc over the same files). The test
  // script's build lane sets BUILD_TYPECHECK=skip when its fast lane has just run that check and passed
  // (scripts/test-all.sh): the same check twice in one run cost 28 s of the build. Every other build checks.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPECHECK === "skip" },
  images: { unoptimized: true },
  // Next's own trailing-slash redirect answers before headers() (or redirects()) apply, so its 308 carried
  // no security headers; the proxy (src/proxy.ts) now sends that redirect, with them.
  skipTrailingSlashRedirect: true,
  // Security headers on every response. HTML documents get a Content-Security-Policy of their own from the
  // HTTP server (src/server/site-response.ts), which replaces this locked-down one; API answers and files keep it.
  async headers() {
    const all = Object.entries(SECURITY_HEADERS).map(([key, value]) => ({ key, value }));
    return [
      { source: "/:path*", headers: [...all, { key: "Content-Security-Policy", value: LOCKED_DOWN_POLICY }] },
      // The uploaded files keep their own policy (sandbox: nothing uploaded runs as a page of the site). Next
      // sets these headers over the route's own, so the file route's (src/cms/collections/media.ts) is repeated.
      { source: "/cms-api/media/file/:file*", headers: [{ key: "Content-Security-Policy", value: MEDIA_FILE_POLICY }] },
      { source: "/api/:path*", headers: [{ key: "Cache-Control", value: "no-store" }] },
      // The CMS (Payload's admin and REST API) is for staff: never indexed. The uploaded files the pages show
      // (images, PDF outlines, under /cms-api/media/file/) are the site's own and may be.
      ...["/admin", "/admin/:path*", "/cms-api/:path((?!media/file/).*)"].map((source) => ({
        source,
        headers: [{ key: "X-Robots-Tag", value: "noindex, nofollow" }],
      })),
      // The self-hosted fonts carry their version in the file name (src/app/fonts.ts).
      { source: "/fonts/:file*", headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] },
    ];
  },
  // Native and Node-only server libraries are loaded from node_modules, not bundled. So is the CMS's server code
  // (Payload, its database adapters and their drivers): bundled, every API route carried its own 10.8 MB copy of it
  // (16 identical chunks, 173 MB of .next/server) and the pages another, each held in memory once loaded. What
  // each API route still carries is the site's CMS configuration (2.6 MB: Turbopack gives each route its own).
  serverExternalPackages: [
    "better-sqlite3",
    "pg",
    "pino",
    "nodemailer",
    "ioredis",
    "rate-limiter-flexible",
    "payload",
    "@payloadcms/db-sqlite",
    "@payloadcms/db-postgres",
    "@libsql/client",
  ],
};

// withPayload adds Payload's server packages to serverExternalPackages and its admin's headers; its client-hint
// headers are kept to the admin (src/patches/next-payload-headers.ts).
const config = withAdminOnlyClientHints(withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false }));
export default config;

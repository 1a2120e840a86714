import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { LOCKED_DOWN_POLICY, SECURITY_HEADERS } from "./src/security/csp";

const withNextIntl = createNextIntlPlugin({
  requestConfig: "./src/i18n/request.ts",
  // The ICU messages are compiled at build time, so the browser gets a formatter without a parser.
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

const nextConfig: NextConfig = {
  // No "X-Powered-By: Next.js" (no framework disclosure).
  poweredByHeader: false,
  // The HTTP server compresses (src/server/site-response.ts), after it has made each document's
  // Content-Security-Policy from the uncompressed bytes; Next's compression would run before it.
  compress: false,
  reactStrictMode: true,
  // A real server-rendered 404 for unknown paths (see README, "404 handling").
  experimental: { globalNotFound: true },
  images: { unoptimized: true },
  // Next's own trailing-slash redirect answers before headers() (or redirects()) apply, so its 308 carried
  // no security headers; the proxy (src/proxy.ts) now sends that redirect, with them.
  skipTrailingSlashRedirect: true,
  // Security headers on every response. Pages get their own Content-Security-Policy from the proxy
  // (src/proxy.ts), which replaces this locked-down one; API answers and files keep it.
  async headers() {
    const all = Object.entries(SECURITY_HEADERS).map(([key, value]) => ({ key, value }));
    return [
      { source: "/:path*", headers: [...all, { key: "Content-Security-Policy", value: LOCKED_DOWN_POLICY }] },
      { source: "/api/:path*", headers: [{ key: "Cache-Control", value: "no-store" }] },
      // The self-hosted fonts carry their version in the file name (src/app/fonts.ts).
      { source: "/fonts/:file*", headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] },
    ];
  },
  // Native and Node-only server libraries are loaded from node_modules, not bundled.
  serverExternalPackages: ["better-sqlite3", "pg", "pino", "nodemailer", "ioredis", "rate-limiter-flexible"],
};

export default withNextIntl(nextConfig);

import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

const nextConfig: NextConfig = {
  // No "X-Powered-By: Next.js" (no framework disclosure).
  poweredByHeader: false,
  reactStrictMode: true,
  // A real server-rendered 404 for unknown paths (see README, "404 handling").
  experimental: { globalNotFound: true },
  images: { unoptimized: true },
  // Native and Node-only server libraries are loaded from node_modules, not bundled.
  serverExternalPackages: ["better-sqlite3", "pg", "pino", "nodemailer", "ioredis", "rate-limiter-flexible"],
};

export default withNextIntl(nextConfig);

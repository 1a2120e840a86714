import type { NextConfig } from "next";

/**
 * PATCH of @payloadcms/next 3.90.1 (`withPayload`, with next 16.4.6): the header rules it adds to the Next
 * configuration.
 *
 * Among them Accept-CH/Critical-CH (Sec-CH-Prefers-Color-Scheme, for the admin's dark mode) on every path
 * (`/:path*`): Critical-CH makes a browser fetch each public page twice on a first visit. withPayload has no option
 * for it, so its rule is given the admin's paths instead; the admin keeps it. Every other rule is withPayload's.
 * Upstream: @payloadcms/next@3.90.1
 * Test: src/patches/next-payload-headers.test.ts fails when withPayload stops adding that rule on every path (then
 * this goes).
 */
export function withAdminOnlyClientHints(config: NextConfig): NextConfig {
  const payloadHeaders = config.headers;
  if (!payloadHeaders) return config;
  return {
    ...config,
    headers: async () =>
      (await payloadHeaders()).flatMap((rule) =>
        rule.source === "/:path*" && rule.headers.some((header) => header.key === "Critical-CH")
          ? ["/admin", "/admin/:path*"].map((source) => ({ ...rule, source }))
          : [rule],
      ),
  };
}

import { withPayload } from "@payloadcms/next/withPayload";
import { describe, expect, it } from "vitest";
import { withAdminOnlyClientHints } from "./next-payload-headers";

const criticalHints = (rules: { source: string; headers: { key: string }[] }[]) =>
  rules.filter((rule) => rule.headers.some((header) => header.key === "Critical-CH")).map((rule) => rule.source);

describe("withPayload's header rules", () => {
  it("upstream: asks every path for client hints (Critical-CH on /:path*)", async () => {
    const config = withPayload({}, { devBundleServerPackages: false });
    expect(criticalHints(await config.headers!())).toEqual(["/:path*"]);
  });

  it("patched: only the admin asks for them; the other rules are kept", async () => {
    const config = withAdminOnlyClientHints(withPayload({}, { devBundleServerPackages: false }));
    const rules = await config.headers!();
    expect(criticalHints(rules)).toEqual(["/admin", "/admin/:path*"]);
    expect(rules.length).toBeGreaterThanOrEqual(2);
  });
});

import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, documentPolicy, previewPolicy, inlineScriptHashes } from "./csp";

const sha = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

describe("inlineScriptHashes", () => {
  it("hashes the exact text of executable inline scripts only, once each", () => {
    const html = [
      "<script>self.__next_f=[]</script>",
      '<script src="/_next/static/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Course"}</script>',
      '<script id="_R_">  globalThis.x = "é"\n</script>',
      '<SCRIPT type="module">import("/m.js")</SCRIPT >',
      "<script>self.__next_f=[]</script>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      sha("self.__next_f=[]"),
      sha('  globalThis.x = "é"\n'),
      sha('import("/m.js")'),
    ]);
  });
});

describe("contentSecurityPolicy", () => {
  it("never allows inline or evaluated scripts in production policies", () => {
    for (const policy of [contentSecurityPolicy({ hashes: [sha("x")] }), documentPolicy("<p>no scripts</p>")]) {
      const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src "))!;
      expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|strict-dynamic/);
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
    }
    expect(contentSecurityPolicy({ hashes: [sha("x")] })).toContain(`script-src 'self' '${sha("x")}'`);
    expect(documentPolicy("<script>go()</script>")).toContain(`script-src 'self' '${sha("go()")}';`);
  });

  it("lets only this origin frame a page an editor previews, with the same script rules", () => {
    const preview = previewPolicy("<script>go()</script>");
    expect(preview).toContain("frame-ancestors 'self'");
    expect(preview).not.toContain("frame-ancestors 'none'");
    expect(preview.replace("frame-ancestors 'self'", "frame-ancestors 'none'")).toBe(
      documentPolicy("<script>go()</script>"),
    );
  });
});

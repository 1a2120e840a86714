import { describe, expect, it } from "vitest";
import { siteAddress } from "./site-address";

describe("an editor's link", () => {
  it("is a page of this site without its language (with a simple query), or a full https address", () => {
    for (const good of ["/", "/schedule", "/paths/power-bi", "/contact?interest=corporate", "https://example.com/a"])
      expect(siteAddress(good), good).toBe(true);
    for (const bad of [
      "/ar/about",
      "/en",
      "schedule",
      "http://example.com",
      "javascript:alert(1)",
      "/Old Page",
      "/contact?x=<b>",
      "/contact?",
      "//evil.example",
    ])
      expect(siteAddress(bad), bad).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { localizeHref, unlocalizedPath } from "./href";

describe("localizeHref", () => {
  it("leaves English paths without a prefix", () => {
    expect(localizeHref("/", "en")).toBe("/");
    expect(localizeHref("/contact?interest=it", "en")).toBe("/contact?interest=it");
  });
  it("puts Arabic paths under /ar", () => {
    expect(localizeHref("/", "ar")).toBe("/ar");
    expect(localizeHref("/about", "ar")).toBe("/ar/about");
    expect(localizeHref("/contact?interest=it", "ar")).toBe("/ar/contact?interest=it");
    expect(localizeHref("/contact#location", "ar")).toBe("/ar/contact#location");
    expect(localizeHref("/#services", "ar")).toBe("/ar#services");
    expect(localizeHref("/?x=1", "ar")).toBe("/ar?x=1");
  });
  it("keeps fragments and external URLs as they are", () => {
    expect(localizeHref("#services", "ar")).toBe("#services");
    expect(localizeHref("https://example.com/", "ar")).toBe("https://example.com/");
  });
});

describe("unlocalizedPath", () => {
  it("drops the language prefix", () => {
    expect(unlocalizedPath("/ar")).toBe("/");
    expect(unlocalizedPath("/ar/training/it")).toBe("/training/it");
    expect(unlocalizedPath("/about")).toBe("/about");
    expect(unlocalizedPath("/")).toBe("/");
    expect(unlocalizedPath("/archive")).toBe("/archive");
    expect(unlocalizedPath("/en")).toBe("/");
    expect(unlocalizedPath("/en/about")).toBe("/about");
    expect(unlocalizedPath("/english")).toBe("/english");
  });
});

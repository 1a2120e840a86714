import { describe, expect, it } from "vitest";
import { localizedPath } from "@/lib/localized-path";
import { getPathname } from "./navigation";

// The public URLs the language toggle and the links name: English without a prefix (never /en/..., which
// would only redirect), Arabic under /ar, queries and fragments kept.
describe("getPathname", () => {
  it("leaves English paths without a prefix", () => {
    expect(getPathname({ href: "/", locale: "en" })).toBe("/");
    expect(getPathname({ href: "/about", locale: "en" })).toBe("/about");
    expect(getPathname({ href: "/contact?interest=it", locale: "en" })).toBe("/contact?interest=it");
  });

  it("puts Arabic paths under /ar", () => {
    expect(getPathname({ href: "/", locale: "ar" })).toBe("/ar");
    expect(getPathname({ href: "/about", locale: "ar" })).toBe("/ar/about");
    expect(getPathname({ href: "/training/it", locale: "ar" })).toBe("/ar/training/it");
    expect(getPathname({ href: "/contact?interest=it", locale: "ar" })).toBe("/ar/contact?interest=it");
  });
});

// Code outside React (route handlers, the CMS, e-mails, the advisor) writes the same URLs.
describe("localizedPath", () => {
  it("agrees with next-intl's getPathname", () => {
    for (const href of ["/", "/about", "/training/it", "/blog/feed", "/paths/power-bi"]) {
      for (const locale of ["en", "ar"] as const)
        expect(localizedPath(href, locale)).toBe(getPathname({ href, locale }));
    }
  });
});

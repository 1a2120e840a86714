import { describe, expect, it } from "vitest";
import { documentUrl } from "./seo";

describe("the address in the search-result preview", () => {
  const site = (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/$/, "");

  it("is the page the document or global is shown at, in the language being edited", () => {
    expect(documentUrl({ collection: "paths", slug: "power-bi", locale: "ar" })).toBe(`${site}/ar/paths/power-bi`);
    expect(documentUrl({ collection: "pages", slug: "open-day", locale: "en" })).toBe(`${site}/open-day`);
    expect(documentUrl({ collection: "posts", slug: "new-lab", locale: "ar" })).toBe(`${site}/ar/blog/new-lab`);
    expect(documentUrl({ collection: "legal-pages", slug: "privacy", locale: "ar" })).toBe(`${site}/ar/privacy`);
    expect(documentUrl({ collection: "pages", slug: "english-training", locale: "ar" })).toBe(
      `${site}/ar/training/english`,
    );
    expect(documentUrl({ collection: "pages", slug: "home", locale: "ar" })).toBe(`${site}/ar`);
    expect(documentUrl({ collection: "pages", slug: "about", locale: "en" })).toBe(`${site}/about`);
    expect(documentUrl({ global: "schedule-page", locale: "ar" })).toBe(`${site}/ar/schedule`);
  });

  it("falls back to the home page for anything it cannot place", () => {
    expect(documentUrl({ collection: "paths", slug: 42, locale: "fr" })).toBe(`${site}/`);
    expect(documentUrl({ global: "site-settings" })).toBe(`${site}/`);
  });
});

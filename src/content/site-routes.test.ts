import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pagePath, pageSlugAt, siteRoutes, specPageSlugs } from "./site-routes";

const folders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !/^[[(]/.test(entry.name))
    .map((entry) => entry.name);

describe("the site's own addresses", () => {
  it("are all reserved from the pages' slugs", () => {
    const routes = [...folders("src/app"), ...folders("src/app/[locale]"), ...folders("src/app/(payload)")];
    expect(routes.filter((route) => !(siteRoutes as readonly string[]).includes(route))).toEqual([]);
  });
});

describe("the one route of every page", () => {
  it("finds each page at its address, and no page at a second one", () => {
    for (const slug of [...specPageSlugs, "open-day"])
      expect(pageSlugAt(pagePath(slug).split("/").filter(Boolean))).toBe(slug);
    expect(pageSlugAt([])).toBe("home");
    for (const segments of [["home"], ["it-training"], ["training"], ["about", "nested"], ["open-day", "x"]])
      expect(pageSlugAt(segments)).toBeUndefined();
  });
});

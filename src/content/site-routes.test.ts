import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { siteRoutes } from "./site-routes";

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

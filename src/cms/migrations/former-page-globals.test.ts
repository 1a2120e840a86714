import { describe, expect, it } from "vitest";
import { notCarriedOverMessage, pagesNotCarriedOver } from "./former-page-globals";

/** A database as SQL answers: the tables with a row, and the slugs of the pages that exist. */
const database = (saved: string[], pages: string[]) => async (query: string) => {
  const table = /FROM (?:"cms"\.)?"(\w+)"/.exec(query)?.[1];
  if (table === "pages") return pages.includes(/slug = '([\w-]+)'/.exec(query)![1]!) ? [{ id: 1 }] : [];
  return table && saved.includes(table) ? [{ id: 1 }] : [];
};

describe("removing the page globals", () => {
  it("goes ahead when every saved global has its page, or none was saved", async () => {
    expect(await pagesNotCarriedOver(database(["home_page", "about_page"], ["home", "about"]))).toEqual([]);
    expect(await pagesNotCarriedOver(database([], []))).toEqual([]);
  });

  it("names the pages that were never made from a saved global, and the message says what to do", async () => {
    const missing = await pagesNotCarriedOver(database(["home_page", "careers_page"], ["home"]), '"cms".');
    expect(missing).toEqual(["careers"]);
    expect(notCarriedOverMessage(missing)).toMatch(/careers.*Start a release from 08fe525 to c008d0e once/);
  });
});

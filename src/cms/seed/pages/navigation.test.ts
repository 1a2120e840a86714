import { describe, expect, it } from "vitest";
import { Footer, Header } from "@/cms/globals/navigation";
import { arabicMismatches, seedMismatches } from "../check-seed";
import { footerSeed, headerSeed } from "./navigation";

// What the site serves from them is checked in tests/integration/cms.integ.ts.
describe("seed of the header and footer", () => {
  it("fills every field the menus need, in English and Arabic", () => {
    expect(seedMismatches(Header.fields, headerSeed)).toEqual([]);
    expect(arabicMismatches(headerSeed)).toEqual([]);
    expect(seedMismatches(Footer.fields, footerSeed)).toEqual([]);
    expect(arabicMismatches(footerSeed)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { parseLeadSource } from "./lead-source";

describe("a lead's source", () => {
  it("keeps a well-formed source and drops empty parts", () => {
    expect(
      parseLeadSource({
        landingPage: "/ar/training/it",
        page: "/ar/contact",
        referrerHost: "www.google.com",
        utmSource: "facebook",
        utmMedium: "",
        utmCampaign: "رمضان 2026",
        device: "mobile",
      }),
    ).toEqual({
      landingPage: "/ar/training/it",
      page: "/ar/contact",
      referrerHost: "www.google.com",
      utmSource: "facebook",
      utmCampaign: "رمضان 2026",
      device: "mobile",
    });
  });

  it("leaves out what is missing or not well-formed", () => {
    expect(parseLeadSource(undefined)).toBeUndefined();
    expect(parseLeadSource({})).toBeUndefined();
    expect(parseLeadSource("x")).toBeUndefined();
    expect(parseLeadSource({ landingPage: "https://evil.example/" })).toBeUndefined();
    expect(parseLeadSource({ page: "/contact?email=a@b.c" })).toBeUndefined();
    expect(parseLeadSource({ referrerHost: "a b" })).toBeUndefined();
    expect(parseLeadSource({ utmSource: "=HYPERLINK(1)" })).toBeUndefined();
    expect(parseLeadSource({ device: "fridge" })).toBeUndefined();
    expect(parseLeadSource({ landingPage: `/${"a".repeat(300)}` })).toBeUndefined();
  });
});

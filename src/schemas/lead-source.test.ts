import { describe, expect, it } from "vitest";
import { parseLeadSource, sourceField, sourceFromReferer } from "./lead-source";

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

describe("the source of a plain form post", () => {
  const origins = ["https://alex.example", "http://localhost:3100"];

  it("is the page it was sent from, with that page's UTM tags, when that page is this site's", () => {
    expect(
      sourceFromReferer("https://alex.example/ar/schedule?utm_source=facebook&utm_campaign=jan&area=it", origins),
    ).toEqual({ page: "/ar/schedule", landingPage: "/ar/schedule", utmSource: "facebook", utmCampaign: "jan" });
    expect(sourceFromReferer("http://localhost:3100/schedule", origins)).toEqual({
      page: "/schedule",
      landingPage: "/schedule",
    });
  });

  it("is nothing from another site, a missing or a malformed Referer", () => {
    expect(sourceFromReferer("https://evil.example/schedule?utm_source=x", origins)).toBeUndefined();
    expect(sourceFromReferer(null, origins)).toBeUndefined();
    expect(sourceFromReferer("not a url", origins)).toBeUndefined();
  });

  it("reads the JSON a page's script put in a hidden field, and nothing from a broken one", () => {
    expect(sourceField('{"page":"/schedule"}')).toEqual({ page: "/schedule" });
    expect(sourceField("{broken")).toBeUndefined();
    expect(sourceField({ page: "/x" })).toEqual({ page: "/x" });
  });
});

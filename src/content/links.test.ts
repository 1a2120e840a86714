import type { FlattenedField } from "payload";
import { describe, expect, it } from "vitest";
import { changedTags } from "@/cms/hooks/revalidate";
import { linkAddress, linksOf } from "./links";

const fields = [
  { name: "title", type: "text" },
  { name: "cover", type: "upload", relationTo: "media" },
  { name: "path", type: "relationship", relationTo: "paths" },
  { name: "either", type: "relationship", relationTo: ["paths", "courses"], hasMany: true },
  { name: "meta", type: "group", flattenedFields: [{ name: "image", type: "upload", relationTo: "media" }] },
  { name: "faq", type: "array", flattenedFields: [{ name: "icon", type: "upload", relationTo: "media" }] },
  {
    name: "layout",
    type: "blocks",
    blocks: [
      { slug: "hero", flattenedFields: [{ name: "image", type: "upload", relationTo: "media" }] },
      { slug: "text", flattenedFields: [{ name: "body", type: "richText" }] },
    ],
  },
] as unknown as FlattenedField[];

const ids = (links: Map<string, Set<string>>) =>
  Object.fromEntries([...links].map(([collection, set]) => [collection, [...set].sort()]));

describe("the documents a document links to", () => {
  it("finds uploads and relationships in groups, arrays, blocks and rich text, as ids or documents", () => {
    const doc = {
      title: "About",
      cover: 1,
      path: { id: 7, title: "Power BI" },
      either: [
        { relationTo: "courses", value: 3 },
        { relationTo: "paths", value: { id: 8 } },
      ],
      meta: { image: 2 },
      faq: [{ icon: 4 }, { icon: null }],
      layout: [
        { blockType: "hero", image: { id: 5, alt: { en: "A class" } } },
        {
          blockType: "text",
          body: {
            root: {
              children: [
                { type: "paragraph", children: [{ type: "link", fields: { doc: { relationTo: "pages", value: 9 } } }] },
                { type: "upload", relationTo: "media", value: 6 },
              ],
            },
          },
        },
        { blockType: "removed-kind", image: 99 },
      ],
    };
    expect(ids(linksOf(fields, doc))).toEqual({
      media: ["1", "2", "4", "5", "6"],
      paths: ["7", "8"],
      courses: ["3"],
      pages: ["9"],
    });
  });

  it("lists a menu entry's or a button's document apart: it shows only the document's address", () => {
    const menu = [
      {
        name: "items",
        type: "array",
        flattenedFields: [
          { name: "reference", type: "relationship", relationTo: ["pages", "paths"], custom: { addressOnly: true } },
          { name: "image", type: "upload", relationTo: "media" },
        ],
      },
    ] as unknown as FlattenedField[];
    const doc = {
      items: [
        { reference: { relationTo: "pages", value: { id: 3, slug: "about" } }, image: 1 },
        { reference: { relationTo: "paths", value: 8 } },
      ],
    };
    expect(ids(linksOf(menu, doc))).toEqual({ "addresses:pages": ["3"], "addresses:paths": ["8"], media: ["1"] });
  });

  it("finds nothing in a document without links", () => {
    expect(linksOf(fields, { title: "Plain", layout: [] }).size).toBe(0);
    expect(linksOf(fields, null).size).toBe(0);
  });
});

describe("the tags a published change renews", () => {
  it("an edit of a published page: its lists, the page as others show it and as read by its slug", () => {
    const page = { id: 4, slug: "about", _status: "published" };
    expect(changedTags("pages", page, page)).toEqual(["cms:pages", "cms:pages:4", "cms:pages:slug:about"]);
  });

  it("a new slug renews both addresses and the published slugs", () => {
    const before = { id: 4, slug: "about", _status: "published" };
    expect(changedTags("pages", { ...before, slug: "about-us" }, before)).toEqual([
      "cms:pages",
      "cms:pages:4",
      "cms:pages:slug:about-us",
      "cms:pages:slug:about",
      "cms:pages:slugs",
    ]);
  });

  it("publishing, unpublishing and trashing change the published slugs; an image has neither slug nor status", () => {
    const draft = { id: 5, slug: "open-day", _status: "draft" };
    const live = { ...draft, _status: "published" };
    expect(changedTags("pages", live, draft)).toContain("cms:pages:slugs");
    expect(changedTags("pages", draft, live)).toContain("cms:pages:slugs");
    expect(changedTags("pages", { ...live, deletedAt: "2026-11-29" }, live)).toContain("cms:pages:slugs");
    expect(changedTags("media", { id: 12 }, { id: 12 })).toEqual(["cms:media", "cms:media:12"]);
  });
});

describe("linkAddress", () => {
  const doc = (relationTo: string, slug: string) => ({ relationTo, value: { id: 1, slug } });

  it("leads to a document by its current slug", () => {
    expect(linkAddress({ type: "reference", reference: doc("pages", "home") })).toBe("/");
    expect(linkAddress({ type: "reference", reference: doc("pages", "it-training") })).toBe("/training/it");
    expect(linkAddress({ type: "reference", reference: doc("pages", "open-day") })).toBe("/open-day");
    expect(linkAddress({ type: "reference", reference: doc("paths", "power-bi") })).toBe("/paths/power-bi");
    expect(linkAddress({ type: "reference", reference: doc("posts", "new-lab") })).toBe("/blog/new-lab");
    expect(linkAddress({ type: "reference", reference: doc("legal-pages", "privacy") })).toBe("/privacy");
  });

  it("keeps the address written by hand, and an old link that has only its address", () => {
    expect(linkAddress({ type: "custom", href: "/contact?interest=corporate" })).toBe("/contact?interest=corporate");
    expect(linkAddress({ href: "https://wa.me/201001234567" })).toBe("https://wa.me/201001234567");
    expect(linkAddress({ type: null, href: "/schedule", reference: null })).toBe("/schedule");
  });

  it("leads nowhere without an address or a document it could read", () => {
    expect(linkAddress(undefined)).toBeUndefined();
    expect(linkAddress({ type: "custom", href: "" })).toBeUndefined();
    expect(linkAddress({ type: "reference", reference: { relationTo: "pages", value: 4 } })).toBeUndefined();
    expect(linkAddress({ type: "reference", reference: null, href: "/old" })).toBeUndefined();
    expect(linkAddress({ type: "reference", reference: doc("media", "x") })).toBeUndefined();
  });
});

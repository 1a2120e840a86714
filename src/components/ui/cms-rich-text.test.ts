import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { imageView, mediaAlt } from "@/content/cms";
import type { Media } from "@/payload-types";
import { CmsRichText } from "./cms-rich-text";

/** An image as the CMS gives it to a page: its alternative text in both languages, a WebP size. */
const photo = {
  id: 7,
  alt: { en: "Trainees in the IT lab", ar: "متدربون في معمل تكنولوجيا المعلومات" },
  url: "/cms-api/media/file/lab.png",
  filename: "lab.png",
  mimeType: "image/png",
  width: 1200,
  height: 630,
  sizes: { card: { url: "/cms-api/media/file/lab-640x336.webp", width: 640, height: 336, mimeType: "image/webp" } },
  updatedAt: "2026-11-28T00:00:00.000Z",
  createdAt: "2026-11-28T00:00:00.000Z",
} as Media;

/** A text with a paragraph and the image after it (Payload's Lexical, the upload populated as a page reads it). */
const text = (media: unknown) => ({
  root: {
    type: "root",
    format: "",
    indent: 0,
    version: 1,
    direction: null,
    children: [
      {
        type: "paragraph",
        format: "",
        indent: 0,
        version: 1,
        direction: null,
        textFormat: 0,
        children: [{ type: "text", text: "The lab.", format: 0, detail: 0, mode: "normal", style: "", version: 1 }],
      },
      { type: "upload", version: 3, format: "", id: "a1", fields: {}, relationTo: "media", value: media },
    ],
  },
});

const render = (data: unknown, locale: "en" | "ar") =>
  renderToStaticMarkup(createElement(CmsRichText, { data, locale, className: "prose" }));

describe("an image in an editor's text", () => {
  it("has the alternative text of the page's language, never an object", () => {
    for (const locale of ["en", "ar"] as const) {
      const html = render(text(photo), locale);
      expect(html).toContain(`alt="${photo.alt![locale]}"`);
      expect(html).not.toContain("[object Object]");
      expect(html).toContain('srcSet="/cms-api/media/file/lab-640x336.webp 640w"');
    }
  });

  it("links a file that is not an image by its text in the page's language", () => {
    const pdf = { ...photo, mimeType: "application/pdf", url: "/cms-api/media/file/outline.pdf", sizes: {} };
    expect(render(text(pdf), "ar")).toContain(`<a href="/cms-api/media/file/outline.pdf">${photo.alt!.ar}</a>`);
  });

  it("leaves out an image that could not be read (deleted since)", () => {
    expect(render(text(7), "en")).not.toContain("<img");
  });
});

describe("mediaAlt", () => {
  it("gives the language's text, empty when that language has none, and reads an older single text", () => {
    expect(mediaAlt(photo, "ar")).toBe(photo.alt!.ar);
    expect(imageView(photo, "en")?.alt).toBe(photo.alt!.en);
    expect(mediaAlt({ alt: { en: "Only English", ar: null } }, "ar")).toBe("");
    expect(mediaAlt({ alt: "One text" } as never, "ar")).toBe("One text");
    expect(mediaAlt(3, "en")).toBe("");
  });
});

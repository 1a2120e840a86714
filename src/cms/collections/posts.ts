import type { Field, Validate } from "payload";
import { contentCollection } from "./content-collection";
import { withSearchTab } from "../fields/page";
import { keepOldAddress } from "../plugins/redirects";
import { freeSlug, slugField } from "../fields";
import { livePreview, previewUrl } from "../admin/preview";
import { say } from "../fields/say";

/** A text a post needs in every language it is published in. */
const neededWhenListed =
  (en: string, ar: string): Validate =>
  (value, { siblingData, req }) => {
    const listed = (siblingData as { listed?: unknown }).listed === true;
    const filled = typeof value === "string" ? value.trim() !== "" : Boolean(value);
    return !listed || filled ? true : say(req, en, ar);
  };

const listedField: Field = {
  name: "listed",
  type: "checkbox",
  localized: true,
  defaultValue: false,
  label: { en: "Published in this language", ar: "منشور بهذه اللغة" },
  admin: {
    position: "sidebar",
    description: {
      en: "Tick it in each language the post is written in. A post is listed, and linked as a translation, only in the languages where it is ticked.",
      ar: "فعّله في كل لغة كُتب بها المقال. لا يظهر المقال، ولا يُربط كترجمة، إلا في اللغات المفعّل فيها.",
    },
  },
};

/**
 * News posts (/blog/<slug>): rich text with a cover image, author, tags and publish date. A post may exist
 * in one language only: it is listed in the languages where "Published in this language" is ticked (and
 * its title and text are then required there), and links to a translation only when one exists.
 */
export const Posts = contentCollection(
  {
    slug: "posts",
    trash: true,
    hooks: { beforeValidate: [freeSlug], afterChange: [keepOldAddress] },
    labels: { singular: { en: "News post", ar: "خبر" }, plural: { en: "News", ar: "الأخبار" } },
    admin: {
      useAsTitle: "title",
      defaultColumns: ["title", "publishedAt", "slug", "_status"],
      listSearchableFields: ["title", "slug"],
      preview: (doc, { locale }) => previewUrl(`/blog/${String(doc.slug)}`, locale),
      livePreview: livePreview((doc) => `/blog/${String(doc.slug)}`),
    },
    defaultSort: "-publishedAt",
    fields: withSearchTab(
      [
        // /blog/feed and /blog/page/2 are pages of their own.
        slugField({ en: "Address (slug)", ar: "العنوان المختصر (slug)" }, ["feed", "page"]),
        listedField,
        {
          name: "publishedAt",
          type: "date",
          required: true,
          index: true,
          defaultValue: () => new Date().toISOString(),
          label: { en: "Publish date", ar: "تاريخ النشر" },
          admin: { position: "sidebar", date: { pickerAppearance: "dayAndTime" } },
        },
        {
          name: "title",
          type: "text",
          localized: true,
          label: { en: "Title", ar: "العنوان" },
          validate: neededWhenListed(
            "A title is needed in a language the post is published in.",
            "العنوان مطلوب في لغة نُشر بها المقال.",
          ),
        },
        {
          name: "excerpt",
          type: "textarea",
          localized: true,
          maxLength: 300,
          label: { en: "Summary (for lists and sharing)", ar: "ملخص (للقوائم والمشاركة)" },
          admin: { rows: 3 },
        },
        {
          name: "cover",
          type: "upload",
          relationTo: "media",
          label: { en: "Cover image", ar: "صورة الغلاف" },
          filterOptions: { mimeType: { not_equals: "application/pdf" } },
        },
        {
          name: "body",
          type: "richText",
          localized: true,
          label: { en: "Text", ar: "النص" },
          validate: neededWhenListed(
            "The text is needed in a language the post is published in.",
            "النص مطلوب في لغة نُشر بها المقال.",
          ),
        },
        {
          type: "row",
          fields: [
            {
              name: "author",
              type: "text",
              localized: true,
              label: { en: "Author", ar: "الكاتب" },
            },
            {
              name: "tags",
              type: "text",
              hasMany: true,
              localized: true,
              maxRows: 8,
              label: { en: "Tags", ar: "الوسوم" },
            },
          ],
        },
      ],
      { en: "Post", ar: "الخبر" },
    ),
  },
  { bilingual: false, scheduled: true },
);

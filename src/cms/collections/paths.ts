import { contentCollection } from "./content-collection";
import { withSearchTab } from "../fields/page";
import { keepOldAddress } from "../plugins/redirects";
import { previewDocument } from "../admin/preview";
import {
  areaField,
  iconField,
  localizedList,
  localizedText,
  localizedTextarea,
  searchTermsField,
  freeSlug,
  slugField,
} from "../fields";
import { outlineFields } from "./outline";

/** The learning paths (/paths/<slug>): six stages each, with hours and three points per stage. */
export const Paths = contentCollection({
  slug: "paths",
  trash: true,
  hooks: { beforeValidate: [freeSlug], afterChange: [keepOldAddress] },
  labels: {
    singular: { en: "Learning path", ar: "مسار تعليمي" },
    plural: { en: "Learning paths", ar: "المسارات التعليمية" },
  },
  admin: {
    useAsTitle: "title",
    defaultColumns: ["title", "area", "slug", "_status"],
    listSearchableFields: ["title", "slug"],
    preview: previewDocument((doc) => `/paths/${String(doc.slug)}`),
  },
  // Dragged into order in the list (Payload's `orderable`: a hidden `_order` key per document).
  orderable: true,
  fields: withSearchTab(
    [
      slugField({ en: "Address (slug)", ar: "العنوان المختصر (slug)" }),
      areaField(),
      localizedText("badge", { label: { en: "Badge", ar: "الشارة" } }),
      localizedText("title", { label: { en: "Title", ar: "العنوان" } }),
      localizedTextarea("subtitle", { label: { en: "Subtitle", ar: "العنوان الفرعي" } }),
      ...outlineFields(),
      {
        name: "stages",
        type: "array",
        label: { en: "Stages", ar: "المراحل" },
        minRows: 1,
        maxRows: 12,
        labels: { singular: { en: "Stage", ar: "مرحلة" }, plural: { en: "Stages", ar: "المراحل" } },
        fields: [
          localizedText("title", { label: { en: "Stage title", ar: "عنوان المرحلة" } }),
          {
            type: "row",
            fields: [
              {
                name: "hours",
                type: "number",
                required: true,
                min: 1,
                max: 500,
                label: { en: "Hours", ar: "الساعات" },
              },
              iconField(),
            ],
          },
          localizedList("points", { label: { en: "Points", ar: "النقاط" }, minRows: 1, maxRows: 6 }),
        ],
      },
      localizedList("outcomes", { label: { en: "Key outcomes", ar: "أهم المخرجات" }, minRows: 1, maxRows: 8 }),
      {
        name: "coreTools",
        type: "array",
        label: { en: "Core tools (optional)", ar: "الأدوات الأساسية (اختياري)" },
        labels: { singular: { en: "Tool", ar: "أداة" }, plural: { en: "Tools", ar: "أدوات" } },
        fields: [{ name: "name", type: "text", required: true, label: { en: "Name", ar: "الاسم" } }],
      },
      localizedList("journey", { label: { en: "Learning journey (optional)", ar: "رحلة التعلم (اختياري)" } }),
      searchTermsField(),
    ],
    { en: "Path", ar: "المسار" },
  ),
});

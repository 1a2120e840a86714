import type { Field } from "payload";

/** A course outline: a PDF uploaded here, or a link to one kept elsewhere. */
export function outlineFields(): Field[] {
  return [
    {
      name: "outline",
      type: "group",
      label: { en: "Course outline (optional)", ar: "المحتوى التفصيلي (اختياري)" },
      admin: {
        description: {
          en: "Upload the PDF, or give the address of one. Without either, the page says 'Coming Soon'.",
          ar: "ارفع ملف PDF أو اكتب عنوانه. إن لم يوجد أيٌّ منهما تعرض الصفحة «قريبًا».",
        },
      },
      fields: [
        {
          type: "row",
          fields: [
            {
              name: "file",
              type: "upload",
              relationTo: "media",
              label: { en: "PDF file", ar: "ملف PDF" },
              filterOptions: { mimeType: { equals: "application/pdf" } },
            },
            {
              name: "url",
              type: "text",
              label: { en: "or its address", ar: "أو عنوانه" },
              validate: (value: unknown) =>
                !value || (typeof value === "string" && /^(https:\/\/|\/)\S+$/.test(value))
                  ? true
                  : "https://… or a path of this site",
            },
          ],
        },
      ],
    },
  ];
}

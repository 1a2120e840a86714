import type { Config, Field } from "payload";
import { describe, expect, it } from "vitest";
import { fieldErrorsInResponse } from "../fields/errors";
import { labelsInAdminLanguage } from "../../patches/payload-labels";
import { missingTranslations } from "./bilingual";

const fields: Field[] = [
  {
    type: "tabs",
    tabs: [
      {
        label: { en: "Content", ar: "المحتوى" },
        fields: [
          { name: "title", type: "text", localized: true, label: { en: "Title", ar: "العنوان" } },
          {
            name: "layout",
            type: "blocks",
            label: { en: "Sections", ar: "الأقسام" },
            blocks: [
              {
                slug: "hero",
                labels: { singular: { en: "Hero", ar: "الواجهة" }, plural: { en: "Heroes", ar: "الواجهات" } },
                fields: [
                  { name: "title", type: "text", localized: true, label: { en: "Heading", ar: "العنوان الرئيسي" } },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

describe("the bilingual refusal", () => {
  // As the collections write their labels, and as the configuration has them once the admin-language plugin has
  // made them functions of the admin's language (src/patches/payload-labels.ts).
  const asConfigured = labelsInAdminLanguage({ collections: [{ slug: "doc", fields }] } as unknown as Config)
    .collections![0]!.fields;

  it.each([
    ["written", fields],
    ["configured", asConfigured],
  ])("names each field by its labels (%s) in both languages, with the path the admin marks", (_, fields) => {
    const current = { title: "Open day", layout: [{ id: "a", blockType: "hero", title: "Meet us" }] };
    const stored = { title: { en: "Open day" }, layout: [{ id: "a", blockType: "hero", title: { en: "Meet us" } }] };
    expect(missingTranslations(fields, current, stored, "en")).toEqual([
      { path: "title", missing: "ar", label: { en: "Content > Title", ar: "المحتوى > العنوان" } },
      {
        path: "layout.0.title",
        missing: "ar",
        label: { en: "Content > Sections > Hero 1 > Heading", ar: "المحتوى > الأقسام > الواجهة 1 > العنوان الرئيسي" },
      },
    ]);
  });
});

describe("a refusal's per-field details in the response", () => {
  const refusal = Object.assign(new Error("The following field is invalid: Title"), {
    status: 400,
    data: { errors: [{ path: "title", label: "Title", message: "Cannot publish: the Arabic text is empty." }] },
  });
  const hook = (error: Error, result: unknown) =>
    fieldErrorsInResponse({ error, result } as unknown as Parameters<typeof fieldErrorsInResponse>[0]);

  it("are put back when the response lost them", () => {
    expect(hook(refusal, { errors: [{ message: refusal.message }] })).toEqual({
      status: 400,
      response: { errors: [{ name: "ValidationError", data: refusal.data, message: refusal.message }] },
    });
  });

  it("leave other errors and complete responses alone", () => {
    expect(hook(refusal, { errors: [{ message: refusal.message, data: refusal.data }] })).toBeUndefined();
    expect(hook(Object.assign(new Error("Not allowed"), { status: 403 }), { errors: [] })).toBeUndefined();
  });
});

import type { Config, Field } from "payload";
import { describe, expect, it } from "vitest";
import { labelInBoth, labelsInAdminLanguage } from "./payload-labels";

const inLanguage = (label: unknown, language: string) =>
  (label as (args: { i18n: { language: string } }) => string)({ i18n: { language } });

describe("labels in the admin's language", () => {
  const config = labelsInAdminLanguage({
    collections: [
      {
        slug: "courses",
        labels: { singular: { en: "Course", ar: "دورة" }, plural: { en: "Courses", ar: "الدورات" } },
        fields: [
          { name: "title", type: "text", label: { en: "Title", ar: "العنوان" } },
          {
            type: "tabs",
            tabs: [
              {
                label: { en: "Outline", ar: "المحتوى" },
                fields: [{ name: "hours", type: "number", label: { en: "Hours", ar: "الساعات" } }],
              },
            ],
          },
        ],
      },
    ],
    globals: [{ slug: "header", label: { en: "Header", ar: "رأس الصفحة" }, fields: [] }],
  } as unknown as Config);
  const courses = config.collections![0]!;
  const [title, tabs] = courses.fields as [Field & { label: unknown }, Extract<Field, { type: "tabs" }>];

  it("gives collections, globals and fields their label in the admin's language", () => {
    expect(inLanguage(courses.labels!.singular, "ar")).toBe("دورة");
    expect(inLanguage(courses.labels!.plural, "en")).toBe("Courses");
    expect(inLanguage(config.globals![0]!.label, "ar")).toBe("رأس الصفحة");
    expect(inLanguage(title.label, "ar")).toBe("العنوان");
    expect(inLanguage(title.label, "en")).toBe("Title");
    // A language the admin does not offer reads English.
    expect(inLanguage(title.label, "fr")).toBe("Title");
    expect(inLanguage((tabs.tabs[0]!.fields[0] as { label: unknown }).label, "ar")).toBe("الساعات");
  });

  it("keeps both languages at hand, and a tab's label as written (Payload calls it without the language)", () => {
    expect(labelInBoth(title.label)).toEqual({ en: "Title", ar: "العنوان" });
    expect(tabs.tabs[0]!.label).toEqual({ en: "Outline", ar: "المحتوى" });
    expect(labelInBoth("Title")).toBeUndefined();
  });
});

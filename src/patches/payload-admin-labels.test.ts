import type { CollectionConfig, Field } from "payload";
import { describe, expect, it } from "vitest";
import { Leads } from "../cms/collections/leads";
import { Media } from "../cms/collections/media";
import { Users } from "../cms/collections/users";

/** The fields a staff member sees by name (a form's label, a list's column): every one named in both languages. */
function unnamed(fields: Field[], path = ""): string[] {
  return fields.flatMap((field) => {
    const inner = "fields" in field && Array.isArray(field.fields) ? field.fields : [];
    const name = "name" in field ? field.name : "";
    const { admin, hidden: apiOnly } = field as { admin?: { hidden?: boolean }; hidden?: boolean };
    const hidden = Boolean(admin?.hidden || apiOnly);
    const label = (field as { label?: unknown }).label;
    const bilingual =
      !!label && typeof label === "object" && "en" in label && "ar" in label && Boolean((label as { ar: string }).ar);
    const own = name && !hidden && field.type !== "ui" && !bilingual ? [`${path}${name}`] : [];
    return [...own, ...unnamed(inner, name ? `${path}${name}.` : path)];
  });
}

describe("the admin's field names", () => {
  it.each([Users, Leads, Media] as CollectionConfig[])("are in both languages in $slug", (collection) => {
    expect(unnamed(collection.fields)).toEqual([]);
  });
});

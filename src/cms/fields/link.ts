import type { Field, RadioField, RelationshipField, TextField } from "payload";
import { siteAddress } from "@/lib/site-address";
import { ltr } from "./bidi";
import type { Label } from ".";

/**
 * Where a menu entry or a button leads: a document of the site (a page, a learning path, a news post, a legal
 * page), whose address follows it when its slug changes, or an address written by hand (a page of the site
 * without the language, a section of the same page, or a full https address elsewhere). A link saved before the
 * choice existed has only its address: it is an address written by hand (src/content/links.ts).
 */

/** The collections a link can point at (each one's address: src/content/links.ts). */
export const linkCollections = ["pages", "paths", "posts", "legal-pages"] as const;
export type LinkCollection = (typeof linkCollections)[number];

type Req = { req: { i18n?: { language?: string } }; siblingData?: { type?: unknown } };

const arabic = (req: Req["req"]) => req.i18n?.language === "ar";
const byHand = (sibling: { type?: unknown } | undefined) => sibling?.type !== "reference";

/** A section of the same page (#services), written by hand. */
const sectionAnchor = (value: unknown) => typeof value === "string" && /^#[a-z][a-z0-9-]{0,39}$/.test(value);

/** The address written by hand (the field the links had before they could point at a document). */
export function linkField(required = true): TextField {
  return {
    name: "href",
    type: "text",
    required: false,
    label: { en: "Address", ar: "العنوان" },
    validate: (value: unknown, { req, siblingData }: Req) => {
      if (siblingData && !byHand(siblingData)) return true;
      const empty = value === undefined || value === null || value === "";
      if (empty && !required) return true;
      if (siteAddress(value) || sectionAnchor(value)) return true;
      return arabic(req)
        ? `اكتب عنوان صفحة من الموقع يبدأ بـ / دون ${ltr("/ar")} (مثل ${ltr("/schedule")})، أو عنوانًا كاملًا يبدأ بـ ${ltr("https://")}`
        : "Write the address of a page of this site, starting with / and without /ar (e.g. /schedule), or a full address starting with https://";
    },
    admin: {
      condition: (_data: unknown, sibling: { type?: unknown }) => byHand(sibling),
      description: {
        en: "A page of this site without the language, e.g. /schedule or /contact?interest=corporate (the Arabic site adds /ar by itself), a section of this page (#services), or a full https:// address.",
        ar: `صفحة من الموقع دون رمز اللغة، مثل ${ltr("/schedule")} أو ${ltr("/contact?interest=corporate")} (الموقع العربي يضيف ${ltr("/ar")} تلقائيًا)، أو قسم من هذه الصفحة (${ltr("#services")})، أو عنوان كامل يبدأ بـ ${ltr("https://")}`,
      },
      className: "address-field",
    },
  };
}

const typeField: RadioField = {
  name: "type",
  type: "radio",
  label: { en: "Leads to", ar: "يؤدي إلى" },
  defaultValue: "reference",
  options: [
    { value: "reference", label: { en: "A page of the site", ar: "صفحة من الموقع" } },
    { value: "custom", label: { en: "An address", ar: "عنوان" } },
  ],
  admin: { layout: "horizontal" },
  hooks: {
    // A link sent with only its address (saved before the choice existed, or by an older client) is an address.
    beforeValidate: [
      ({ value, siblingData }) =>
        siblingData?.type == null && siblingData?.href && !siblingData?.reference ? "custom" : value,
    ],
  },
};

function referenceField(required: boolean): RelationshipField {
  return {
    name: "reference",
    type: "relationship",
    relationTo: [...linkCollections],
    label: { en: "Page", ar: "الصفحة" },
    maxDepth: 1,
    // Only the document's address is shown (src/content/links.ts linkAddress): a read that shows the link is
    // renewed when that address can change (a slug given, a page published or taken off), not on every edit.
    custom: { addressOnly: true },
    validate: (value: unknown, { req, siblingData }: Req) => {
      if (!siblingData || byHand(siblingData) || !required || value) return true;
      return arabic(req)
        ? "اختر الصفحة التي يؤدي إليها الرابط، أو اختر «عنوان» واكتبه."
        : "Choose the page the link leads to, or choose “An address” and write it.";
    },
    admin: {
      condition: (_data: unknown, sibling: { type?: unknown }) => !byHand(sibling),
      description: {
        en: "A page, a learning path, a news post or a legal page: if its address changes, the link follows.",
        ar: "صفحة أو مسار تعليمي أو خبر أو صفحة قانونية: إذا تغيّر عنوانها تغيّر الرابط معه.",
      },
    },
  };
}

/** The fields of a link (its kind, the document, the address), beside the link's text in a row or group. */
export function linkFields(required = true, hrefDescription?: Label): Field[] {
  const href = linkField(required);
  return [
    typeField,
    referenceField(required),
    hrefDescription ? { ...href, admin: { ...href.admin, description: hrefDescription } } : href,
  ];
}

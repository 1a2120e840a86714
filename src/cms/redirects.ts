import { redirectsPlugin } from "@payloadcms/plugin-redirects";
import type { CollectionAfterChangeHook, CollectionConfig, Field, Plugin, PayloadRequest } from "payload";
import { siteAddress } from "@/lib/site-address";
import { pagePath } from "@/content/site-routes";
import { hiddenFromSales, isEditor, isVisitorPage } from "./access";
import { refreshAfterChange, refreshAfterDelete } from "./hooks/revalidate";
import { guarded } from "./request-guards";
import { ltr } from "./bidi";

/** The collections whose documents have an address of their own, and that address without the language. */
export const addressOf = {
  pages: pagePath,
  paths: (slug: string) => `/paths/${slug}`,
  posts: (slug: string) => `/blog/${slug}`,
} as const;
export type AddressedCollection = keyof typeof addressOf;

const arabic = (req: { i18n?: { language?: string } }) => req.i18n?.language === "ar";

/** An old address: a path of this site, without the language ("/old-offer", "/paths/old-name"). */
const fromField = (field: Field): Field => ({
  ...(field as Extract<Field, { name: string; type: "text" }>),
  label: { en: "Old address", ar: "العنوان القديم" },
  validate: (value: unknown, { req }: { req: PayloadRequest }) => {
    if (
      typeof value === "string" &&
      value !== "/" &&
      value.startsWith("/") &&
      !value.includes("?") &&
      siteAddress(value)
    )
      return true;
    return arabic(req)
      ? `اكتب عنوان صفحة من الموقع يبدأ بـ / دون ${ltr("/ar")} (مثل ${ltr("/old-offer")})؛ يعمل التحويل باللغتين.`
      : "Write an address of this site starting with / and without /ar (e.g. /old-offer); the redirect works in both languages.";
  },
  admin: {
    className: "address-field",
    description: {
      en: "A page address without the language, e.g. /ielts-2025. /ar/ielts-2025 is redirected too. It applies only where no page answers.",
      ar: `عنوان صفحة دون رمز اللغة، مثل ${ltr("/ielts-2025")}، ويُحوَّل ${ltr("/ar/ielts-2025")} أيضًا. يعمل فقط حيث لا توجد صفحة بهذا العنوان.`,
    },
  },
});

/** Labels in both of the admin's languages for the plugin's "to" group (its own strings have no Arabic). */
function toField(field: Field): Field {
  if (field.type !== "group") return field;
  return {
    ...field,
    label: { en: "Leads to", ar: "يؤدي إلى" },
    fields: field.fields.map((inner): Field => {
      if (!("name" in inner)) return inner;
      if (inner.name === "type" && inner.type === "radio")
        return {
          ...inner,
          label: { en: "Where to", ar: "الوجهة" },
          options: [
            { value: "reference", label: { en: "A page of the site", ar: "صفحة من الموقع" } },
            { value: "custom", label: { en: "An address", ar: "عنوان" } },
          ],
        };
      if (inner.name === "reference" && inner.type === "relationship")
        return {
          ...(inner as Extract<Field, { name: string; type: "relationship" }>),
          label: { en: "Page, learning path or news post", ar: "صفحة أو مسار تعليمي أو خبر" },
          admin: {
            ...inner.admin,
            description: {
              en: "Follows the document: if its address changes again, the redirect leads to the new one.",
              ar: "يتبع المستند: إذا تغيّر عنوانه مرة أخرى، يؤدي التحويل إلى العنوان الجديد.",
            },
          },
        } as Field;
      if (inner.name === "url" && inner.type === "text")
        return {
          ...inner,
          label: { en: "Address", ar: "العنوان" },
          validate: (value: unknown, { req, siblingData }: { req: PayloadRequest; siblingData: unknown }) => {
            if ((siblingData as { type?: string }).type !== "custom" || siteAddress(value)) return true;
            return arabic(req)
              ? `اكتب عنوان صفحة من الموقع يبدأ بـ / دون ${ltr("/ar")}، أو عنوانًا كاملًا يبدأ بـ ${ltr("https://")}`
              : "Write an address of this site starting with / and without /ar, or a full address starting with https://";
          },
          admin: { ...inner.admin, className: "address-field" },
        };
      return inner;
    }),
  };
}

/**
 * The redirects plugin's collection `redirects`: an old address of the site leads to a document (its current
 * address) or to another address, with a 308, in both languages. Made by hand by editors, and by the site when
 * the slug of a published page, learning path or news post changes (`keepOldAddress`). Applied where the site
 * would otherwise answer "not found" (src/content/redirects.ts), so a page that exists is never shadowed.
 */
export const redirects: Plugin = (incoming) => {
  const withPlugin = redirectsPlugin({
    collections: Object.keys(addressOf),
    overrides: {
      labels: { singular: { en: "Redirect", ar: "تحويل" }, plural: { en: "Redirects", ar: "التحويلات" } },
      admin: {
        group: { en: "Content", ar: "المحتوى" },
        hidden: hiddenFromSales,
        useAsTitle: "from",
        defaultColumns: ["from", "to.type", "updatedAt"],
        description: {
          en: "Old addresses that lead to a new one (308). Made for you when the address (slug) of a published page, path or post changes; add one by hand for an address from an old site or a printed flyer.",
          ar: "عناوين قديمة تؤدي إلى عنوان جديد (308). تُنشأ تلقائيًا عند تغيير العنوان المختصر لصفحة أو مسار أو خبر منشور؛ وأضف تحويلًا يدويًا لعنوان من موقع قديم أو منشور مطبوع.",
        },
      },
      // Staff, and the site's own pages (which follow them); not an anonymous REST client.
      access: {
        read: ({ req }) => Boolean(req.user) || isVisitorPage(req),
        create: isEditor,
        update: isEditor,
        delete: isEditor,
      },
      hooks: { afterChange: [refreshAfterChange], afterDelete: [refreshAfterDelete] },
      fields: ({ defaultFields }) =>
        defaultFields.map((field) =>
          "name" in field && field.name === "from"
            ? fromField(field)
            : "name" in field && field.name === "to"
              ? toField(field)
              : field,
        ),
    },
  })(incoming);
  return {
    ...withPlugin,
    collections: withPlugin.collections?.map((collection: CollectionConfig) =>
      collection.slug === "redirects" ? guarded(collection) : collection,
    ),
  };
};

/**
 * After the slug of a published page, learning path or news post changes, its old address leads to the document
 * (and so to its new address, whatever it becomes later); a redirect from the new address, left by an earlier
 * rename, goes, since the document answers there now.
 */
export const keepOldAddress: CollectionAfterChangeHook = async ({ doc, previousDoc, req, collection, operation }) => {
  const kind = collection.slug as AddressedCollection;
  if (operation !== "update" || !(kind in addressOf)) return doc;
  const before = previousDoc?.slug as string | undefined;
  const after = doc.slug as string | undefined;
  if (!before || !after || before === after || previousDoc?._status !== "published") return doc;
  const from = addressOf[kind](before);
  // The site's own bookkeeping of this save (which needed update rights on the document), in its transaction.
  await req.payload.delete({
    collection: "redirects",
    where: { from: { equals: addressOf[kind](after) } },
    req,
    overrideAccess: true,
  });
  const existing = await req.payload.find({
    collection: "redirects",
    where: { from: { equals: from } },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  });
  const data = { from, to: { type: "reference" as const, reference: { relationTo: kind, value: doc.id as number } } };
  if (existing.docs[0])
    await req.payload.update({ collection: "redirects", id: existing.docs[0].id, data, req, overrideAccess: true });
  else await req.payload.create({ collection: "redirects", data, req, overrideAccess: true });
  return doc;
};

import { redirectsPlugin } from "@payloadcms/plugin-redirects";
import { relationship } from "payload/shared";
import type { CollectionAfterChangeHook, CollectionConfig, Field, Plugin, PayloadRequest } from "payload";
import { isSitePath, siteAddress } from "@/lib/site-address";
import { pagePath } from "@/content/site-routes";
import { hiddenFromSales, isEditor, isVisitorPage } from "../access";
import { refreshAfterChange, refreshAfterDelete } from "../hooks/revalidate";
import { guarded } from "../../patches/payload-request-guards";
import { ltr } from "../fields/bidi";

/** The collections whose documents have an address of their own, and that address without the language. */
export const addressOf = {
  pages: pagePath,
  paths: (slug: string) => `/paths/${slug}`,
  posts: (slug: string) => `/blog/${slug}`,
} as const;
export type AddressedCollection = keyof typeof addressOf;

const arabic = (req: { i18n?: { language?: string } }) => req.i18n?.language === "ar";

type Target = {
  type?: string | null;
  url?: string | null;
  reference?: { relationTo?: string; value?: unknown } | null;
};

/** The path a redirect leads to on this site, without its query ("/schedule?area=it" -> "/schedule"), if any. */
async function targetPath(to: Target | null | undefined, req: PayloadRequest): Promise<string | undefined> {
  if (to?.type === "custom") return isSitePath(to.url ?? "") ? to.url!.split("?")[0] : undefined;
  const reference = to?.reference;
  if (to?.type !== "reference" || !reference?.relationTo || !(reference.relationTo in addressOf)) return undefined;
  const kind = reference.relationTo as AddressedCollection;
  const value = reference.value;
  let slug = typeof value === "object" && value !== null ? (value as { slug?: string }).slug : undefined;
  if (slug === undefined && (typeof value === "number" || typeof value === "string")) {
    const doc = await req.payload
      .findByID({ collection: kind, id: value, depth: 0, req, overrideAccess: true, disableErrors: true })
      .catch(() => null);
    slug = (doc as { slug?: string } | null)?.slug ?? undefined;
  }
  return slug ? addressOf[kind](slug) : undefined;
}

/** At most this many redirects are followed looking for a loop (far more than any real chain). */
const MAX_HOPS = 50;

/**
 * Whether a redirect from `from` to `to` would lead a visitor round in circles: to its own old address, or to an
 * address whose redirects lead back to it (/a -> /b while /b -> /a). The browser would give up with "too many
 * redirects"; the site refuses the redirect instead, naming the loop. The other redirects are read as they are
 * saved (a document they lead to at its current address), without this one (`id`) as it was before.
 */
async function loopOf(from: unknown, to: Target, id: number | string | undefined, req: PayloadRequest) {
  if (typeof from !== "string") return undefined;
  const first = await targetPath(to, req);
  if (!first) return undefined;
  if (first === from) return [from, first];
  const { docs } = await req.payload.find({
    collection: "redirects",
    where: id === undefined ? {} : { id: { not_equals: id } },
    pagination: false,
    depth: 1,
    req,
    overrideAccess: true,
  });
  const next = new Map<string, string>();
  for (const doc of docs) {
    const path = await targetPath(doc.to as Target, req);
    if (path) next.set(doc.from, path);
  }
  const chain = [from, first];
  for (let hop = 0, at: string | undefined = first; at && hop < MAX_HOPS; hop++) {
    at = next.get(at);
    if (!at) return undefined;
    chain.push(at);
    if (at === from) return chain;
  }
  return undefined;
}

/**
 * The refusal of a redirect that points at itself or closes a loop, on its "Leads to" field, in the admin's
 * language. The chain of addresses is kept left to right in Arabic too (the marks isolate it as one run).
 */
async function refuseLoop(
  from: unknown,
  to: Target,
  { req, id }: { req: PayloadRequest; id?: number | string },
): Promise<true | string> {
  const loop = await loopOf(from, to, id, req);
  if (!loop) return true;
  if (loop.length === 2)
    return arabic(req)
      ? "هذه الوجهة هي العنوان القديم نفسه؛ يجب أن يؤدي التحويل إلى عنوان آخر."
      : "This leads back to the old address itself: a redirect must lead somewhere else.";
  const chain = loop.join(" → ");
  return arabic(req)
    ? `هذا التحويل يُكوِّن حلقة لا تنتهي: \u2066${chain}\u2069. غيِّر الوجهة أو عدِّل أحد هذه التحويلات أولًا.`
    : `This redirect would close a loop: ${chain}. Choose another destination, or change one of these redirects first.`;
}

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

/**
 * Labels in both of the admin's languages for the plugin's "to" group (its own strings have no Arabic), and the
 * refusal of a destination that points back at the old address or closes a loop (on the destination's field).
 */
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
          validate: async (
            value: unknown,
            args: { req: PayloadRequest; id?: number | string; data: { from?: unknown }; siblingData: unknown },
          ) => {
            if ((args.siblingData as Target).type !== "reference") return true;
            // Payload's own check of a relationship first (required, an id of those collections): Payload passes the
            // field's own settings with the arguments.
            const valid = await relationship(value as never, args as never);
            if (valid !== true) return valid;
            return refuseLoop(args.data.from, { type: "reference", reference: value as Target["reference"] }, args);
          },
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
          validate: (
            value: unknown,
            args: { req: PayloadRequest; id?: number | string; data: { from?: unknown }; siblingData: unknown },
          ) => {
            const { req, siblingData } = args;
            if ((siblingData as { type?: string }).type !== "custom") return true;
            if (siteAddress(value)) return refuseLoop(args.data.from, { type: "custom", url: value }, args);
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

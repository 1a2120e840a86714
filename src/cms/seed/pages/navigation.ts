import ar from "../../../../messages/ar.json";
import en from "../../../../messages/en.json";
import type { Payload } from "payload";
import type { SpecPageSlug } from "@/content/site-routes";

/**
 * The header and footer as the site had them in code, from the same messages, so that the seeded menus read as
 * before; the seed adds Schedule and News to the header. An entry that leads to a page of the collection `pages`
 * or to a legal page points at the document (its address follows its slug): the seed writes the menus after those
 * documents, with their ids (withDocumentIds).
 */
type Nav = keyof typeof en.Nav;
type Footer = keyof typeof en.Footer;
const nav = (key: Nav) => ({ en: en.Nav[key], ar: ar.Nav[key] });
const footer = (key: Footer) => ({ en: en.Footer[key], ar: ar.Footer[key] });

/** A document by its slug, replaced by its id when the menus are written. */
type DocumentBySlug = { relationTo: "pages" | "legal-pages"; value: { slug: string } };
const page = (slug: SpecPageSlug) => ({
  type: "reference",
  reference: { relationTo: "pages", value: { slug } } satisfies DocumentBySlug,
});
const legal = (slug: "privacy" | "terms" | "cookies") => ({
  type: "reference",
  reference: { relationTo: "legal-pages", value: { slug } } satisfies DocumentBySlug,
});
/** An address written by hand (a page of the site that is not a document). */
const address = (href: string) => ({ type: "custom", href });

export const headerSeed = {
  items: [
    { label: nav("home"), ...page("home") },
    { label: nav("about"), ...page("about") },
    {
      label: nav("training"),
      children: [
        { label: nav("itTraining"), ...page("it-training"), hint: nav("itTrainingHint") },
        { label: nav("englishTraining"), ...page("english-training"), hint: nav("englishTrainingHint") },
        { label: nav("businessTraining"), ...page("business-training"), hint: nav("businessTrainingHint") },
      ],
    },
    { label: nav("schedule"), ...address("/schedule") },
    { label: footer("news"), ...address("/blog") },
    { label: nav("contact"), ...page("contact") },
  ],
  button: { label: nav("getStarted"), ...address("/start-learning") },
};

export const footerSeed = {
  services: [
    { label: nav("itTraining"), ...page("it-training") },
    { label: nav("englishTraining"), ...page("english-training") },
    { label: nav("businessTraining"), ...page("business-training") },
    { label: footer("schedule"), ...address("/schedule") },
    { label: footer("startLearning"), ...address("/start-learning") },
  ],
  company: [
    { label: footer("aboutUs"), ...page("about") },
    { label: footer("corporate"), ...page("corporate") },
    { label: footer("careers"), ...page("careers") },
    { label: footer("news"), ...address("/blog") },
    { label: footer("contactUs"), ...page("contact") },
  ],
  legal: [
    { label: footer("privacy"), ...legal("privacy") },
    { label: footer("terms"), ...legal("terms") },
    { label: footer("cookies"), ...legal("cookies") },
  ],
};

/** The menus' data with each document named by its slug replaced by its id (the documents exist by then). */
export async function withDocumentIds<T>(payload: Payload, data: T): Promise<T> {
  if (Array.isArray(data)) return (await Promise.all(data.map((item) => withDocumentIds(payload, item)))) as T;
  if (!data || typeof data !== "object") return data;
  const record = data as Record<string, unknown>;
  const reference = record.reference as DocumentBySlug | undefined;
  if (reference?.value && typeof reference.value === "object" && "slug" in reference.value) {
    const { docs } = await payload.find({
      collection: reference.relationTo,
      where: { slug: { equals: reference.value.slug } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    });
    const id = docs[0]?.id;
    if (id === undefined)
      throw new Error(`The menus link to ${reference.relationTo}/${reference.value.slug}, which does not exist`);
    return { ...record, reference: { relationTo: reference.relationTo, value: id } } as T;
  }
  const entries = await Promise.all(
    Object.entries(record).map(async ([key, value]) => [key, await withDocumentIds(payload, value)] as const),
  );
  return Object.fromEntries(entries) as T;
}

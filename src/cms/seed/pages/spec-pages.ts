import type { Payload } from "payload";
import type { SpecPageSlug } from "@/content/site-routes";
import { FIXED_PAGE_CONTEXT } from "../../fields";
import { SEED_CONTEXT } from "../../hooks/bilingual";
import { withRowIds } from "../bilingual";
import { contactPage } from "../data/contact-page";
import { careersReasons } from "../data/careers-page";
import { corporateBlocks } from "../data/corporate-page";
import { businessTrainingPage, englishTrainingPage, itTrainingPage, trainingBlocks } from "../data/training-pages";
import { aboutBlocks, aboutPageSeed } from "./about";
import { careersPageSeed, corporatePageSeed } from "./company";
import { homeBlocks, homePageSeed } from "./home";

/**
 * The specification's pages as documents of the collection `pages`: home, about, the three training pages, careers,
 * corporate and contact (the legal pages stay a collection of their own).
 * On every start, a page that does not exist yet is made from the texts the site first shipped with, kept one
 * section per key, each in its block's shape; the hero becomes the page's hero (src/heros/config.ts). What an editor had
 * changed in a page global was carried into its page at the first start after the pages came (the migration
 * that removed the globals checks that every saved one has its page).
 */

type Data = Record<string, unknown>;
type Tabs = Record<string, Data>;

/**
 * A call-to-action band from a former "Call to action" tab: its button texts (named `button` or `primaryButton`,
 * and a second one) with where the page's buttons led.
 */
const cta = (tab: Data = {}, primaryHref = "/contact", secondaryHref?: string) => ({
  blockType: "cta",
  title: tab.title,
  description: tab.description ?? tab.text,
  primary: { label: tab.primaryButton ?? tab.button, href: primaryHref },
  ...(secondaryHref ? { secondary: { label: tab.secondaryButton ?? tab.secondary, href: secondaryHref } } : {}),
});

const metaOf = (tab: Data = {}) => ({ title: tab.title, description: tab.description, image: tab.image ?? null });

interface SpecPage {
  slug: SpecPageSlug;
  title: { en: string; ar: string };
  seed: object;
  /** The page's hero (src/heros/config.ts): its kind and its fields. */
  hero: (tabs: Tabs) => Data;
  layout: (tabs: Tabs) => Data[];
}

/** A hero's button: its text and where it leads (an address written by hand). */
const heroButton = (label: unknown, href: string) => ({ label, type: "custom", href });

/** The corporate page's request form (seed version 5 adds it to a corporate page seeded before). */
export const corporateRequestSection = {
  blockType: "leadForm",
  form: "corporate",
  title: { en: "Request training for your team", ar: "اطلبوا تدريبًا لفريقكم" },
  description: {
    en: "Tell us about your team and what they need. We reply within one working day with a proposal: the programme, the schedule and the price.",
    ar: "أخبرونا عن فريقكم واحتياجاته، وسنرد عليكم خلال يوم عمل واحد بعرض سعر يتضمن البرنامج التدريبي والمواعيد والتكلفة.",
  },
};

export const specPages: SpecPage[] = [
  {
    slug: "home",
    title: { en: "Home", ar: "الرئيسية" },
    seed: homePageSeed,
    hero: ({ hero = {} }) => {
      const { primaryButton, secondaryButton, ...texts } = hero;
      return {
        type: "video",
        ...texts,
        primary: heroButton(primaryButton, "/start-learning"),
        secondary: heroButton(secondaryButton, "#services"),
      };
    },
    layout: (tabs) => [
      homeBlocks.areas,
      homeBlocks.clients,
      { blockType: "testimonials", ...tabs.testimonials },
      homeBlocks.success,
      cta(tabs.cta),
    ],
  },
  {
    slug: "about",
    title: { en: "About us", ar: "من نحن" },
    seed: aboutPageSeed,
    hero: (tabs) => ({ type: "basic", ...tabs.hero }),
    layout: (tabs) => [
      aboutBlocks.story,
      tabs.milestones!,
      aboutBlocks.mission,
      aboutBlocks.approach,
      aboutBlocks.vision,
      aboutBlocks.values,
      aboutBlocks.achievements,
      cta(tabs.cta),
    ],
  },
  {
    slug: "it-training",
    title: { en: "IT training", ar: "تدريب تكنولوجيا المعلومات" },
    seed: itTrainingPage,
    hero: (tabs) => ({
      type: "basic",
      badge: tabs.hero?.badge,
      title: tabs.hero?.title,
      description: tabs.hero?.description,
      primary: heroButton(tabs.hero?.primaryButton, "/start-learning"),
      secondary: heroButton(tabs.hero?.secondaryButton, "/contact"),
    }),
    layout: (tabs) => [
      tabs.sections!.programmes as Data,
      tabs.sections!.endUser as Data,
      trainingBlocks.itWhy,
      cta(tabs.cta, "/start-learning", "/contact"),
    ],
  },
  {
    slug: "english-training",
    title: { en: "English training", ar: "تدريب اللغة الإنجليزية" },
    seed: englishTrainingPage,
    hero: (tabs) => ({
      type: "placementTest",
      badge: tabs.hero?.badge,
      title: tabs.hero?.title,
      description: tabs.hero?.description,
      testButton: tabs.hero?.assessmentButton,
    }),
    layout: (tabs) => [
      trainingBlocks.englishFigures,
      tabs.sections!.general as Data,
      tabs.sections!.conversation as Data,
      tabs.sections!.exams as Data,
      trainingBlocks.englishWhy,
      cta(tabs.cta, "/contact?interest=english", "/contact"),
    ],
  },
  {
    slug: "business-training",
    title: { en: "Business training", ar: "تدريب الإدارة والأعمال" },
    seed: businessTrainingPage,
    hero: (tabs) => ({
      type: "group",
      badge: tabs.hero?.badge,
      title: tabs.hero?.title,
      description: tabs.hero?.description,
      parentLine: tabs.hero?.parentLine,
      primary: heroButton(tabs.hero?.button, "/contact?interest=business"),
    }),
    layout: (tabs) => [tabs.sections!.courses as Data, trainingBlocks.businessWhy, tabs.cta!],
  },
  {
    slug: "careers",
    title: { en: "Careers", ar: "الوظائف" },
    seed: careersPageSeed,
    hero: (tabs) => ({
      type: "basic",
      badge: tabs.hero?.badge,
      title: tabs.hero?.title,
      description: tabs.hero?.intro,
    }),
    layout: (tabs) => [tabs.openings!, careersReasons, tabs.apply!],
  },
  {
    slug: "corporate",
    title: { en: "Corporate training", ar: "تدريب الشركات" },
    seed: corporatePageSeed,
    hero: (tabs) => ({
      type: "basic",
      badge: tabs.hero?.badge,
      title: tabs.hero?.title,
      description: tabs.hero?.intro,
      primary: heroButton(tabs.hero?.button, "/contact?interest=corporate"),
    }),
    layout: (tabs) => [
      corporateBlocks.areas,
      corporateBlocks.formats,
      tabs.process!,
      corporateBlocks.industries,
      corporateRequestSection,
      cta(tabs.cta, "/contact?interest=corporate", "/start-learning"),
    ],
  },
  {
    slug: "contact",
    title: { en: "Contact us", ar: "اتصل بنا" },
    seed: contactPage,
    hero: (tabs) => ({ type: "basic", ...tabs.hero }),
    layout: (tabs) => [tabs.cards!, tabs.form!, tabs.location!, cta(tabs.cta, "/start-learning", "/training/it")],
  },
];

/** `{ en, ar }` (the seed's texts, or a localized field read with locale "all"): a value in both languages. */
function isLocalized(value: unknown): value is { en?: unknown; ar?: unknown } {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => key === "en" || key === "ar");
}

/** The data in one language (a text missing in it falls back to the other), without Payload's row ids. */
export function inLanguage(value: unknown, locale: "en" | "ar"): unknown {
  if (isLocalized(value)) return value[locale] ?? value[locale === "en" ? "ar" : "en"] ?? null;
  if (Array.isArray(value)) return value.map((item) => inLanguage(item, locale));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== "id")
        .map(([key, item]) => [key, inLanguage(item, locale)]),
    );
  }
  return value;
}

const context = { [SEED_CONTEXT]: true, [FIXED_PAGE_CONTEXT]: true };

/** Whether the page exists, as a draft or published (whoever made it). */
async function exists(payload: Payload, slug: string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: "pages",
    where: { slug: { equals: slug } },
    overrideAccess: true,
    trash: true,
  });
  return totalDocs > 0;
}

/** Makes each specification page that does not exist yet; returns the slugs it made. */
export async function seedSpecPages(payload: Payload): Promise<string[]> {
  const made: string[] = [];
  for (const page of specPages) {
    if (await exists(payload, page.slug)) continue;
    const tabs = page.seed as Tabs;
    const data = {
      title: page.title,
      slug: page.slug,
      hero: page.hero(tabs),
      layout: page.layout(tabs),
      meta: metaOf(tabs.meta),
    };
    const created = (await payload.create({
      collection: "pages",
      locale: "en",
      data: { ...(inLanguage(data, "en") as Data), _status: "published" } as never,
      context,
      overrideAccess: true,
    })) as unknown as Data & { id: string | number };
    await payload.update({
      collection: "pages",
      id: created.id,
      locale: "ar",
      data: { ...(withRowIds(inLanguage(data, "ar"), created) as Data), _status: "published" } as never,
      context,
      overrideAccess: true,
    });
    made.push(page.slug);
  }
  return made;
}

/**
 * Seed version 5: a corporate page seeded before it had its request form gets the form, above its closing band,
 * in both languages. A page where an editor already placed one is left alone.
 */
export async function addCorporateRequest(payload: Payload): Promise<boolean> {
  const read = async (locale: "en" | "ar") =>
    (
      await payload.find({
        collection: "pages",
        where: { slug: { equals: "corporate" } },
        locale,
        depth: 0,
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0] as unknown as (Data & { id: string | number; layout?: Data[] }) | undefined;
  const page = await read("en");
  if (!page?.layout || page.layout.some((row) => row.blockType === "leadForm" && row.form === "corporate"))
    return false;
  const at = page.layout.findLastIndex((row) => row.blockType === "cta");
  const position = at < 0 ? page.layout.length : at;
  const insert = (layout: Data[], row: Data) => [...layout.slice(0, position), row, ...layout.slice(position)];
  const saved = (await payload.update({
    collection: "pages",
    id: page.id,
    locale: "en",
    data: {
      layout: insert(page.layout, inLanguage(corporateRequestSection, "en") as Data),
      _status: "published",
    } as never,
    context,
    overrideAccess: true,
  })) as unknown as { layout: Data[] };
  // The rows are shared by both languages: the Arabic save sends them all, the new one with its Arabic texts.
  const added = saved.layout[position]!.id;
  const arabic = (await read("ar"))?.layout ?? saved.layout;
  const layout = arabic.map((row) =>
    row.id === added ? { ...row, ...(inLanguage(corporateRequestSection, "ar") as Data) } : row,
  );
  await payload.update({
    collection: "pages",
    id: page.id,
    locale: "ar",
    data: { layout, _status: "published" } as never,
    context,
    overrideAccess: true,
  });
  return true;
}

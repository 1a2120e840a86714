import type { Locale } from "@/i18n/locales";
import { ctaTexts, firstBlock, getPage } from "@/content/pages";
import { fillPlaceholders, metaView, statViews, type MetaText, type SectionText } from "@/content/page-parts";
import { getSite, getSiteLists } from "@/content/site";
import { formatClockTime } from "@/i18n/clock";
import type { CardsBlock, CollectionListBlock, Page, StepsBlock } from "@/payload-types";

/**
 * The texts of the specification's pages as they are served, read from each page's first block of each kind: what
 * tests/integration/cms-served.integ.ts compares with the specification (the site renders the blocks themselves,
 * src/blocks/RenderBlocks.tsx, through the one route of every page).
 */

/** The page's hero (its field group), empty if the page was never published. */
const heroOf = (page: Page | undefined): Partial<Page["hero"]> => page?.hero ?? {};

/** The page's own title and description, or its hero's. */
const metaOf = (
  page: Page | undefined,
  hero: { title?: string | null; description?: string | null },
  locale: Locale,
): MetaText =>
  metaView(
    {
      title: page?.meta?.title || hero.title || "",
      description: page?.meta?.description || hero.description || "",
      image: page?.meta?.image,
    },
    locale,
  );

type Block = NonNullable<Page["layout"]>[number];
type BlockOf<T extends Block["blockType"]> = Extract<Block, { blockType: T }>;

/** The page's first block of a kind with this anchor (the sections the site links to: #story, #why …). */
function anchored<T extends Block["blockType"]>(page: Page | undefined, type: T, anchor: string): Partial<BlockOf<T>> {
  return (
    (page?.layout ?? []).find(
      (block): block is BlockOf<T> => block.blockType === type && "anchor" in block && block.anchor === anchor,
    ) ?? {}
  );
}

/** The plain text of each paragraph of a rich text (Lexical). */
function paragraphsOf(data: unknown): string[] {
  type Node = { text?: string; children?: Node[] };
  const text = (node: Node): string => node.text ?? (node.children ?? []).map(text).join("");
  return ((data as { root?: Node } | null | undefined)?.root?.children ?? []).map(text);
}

const cardsOf = (block: Partial<CardsBlock>) =>
  (block.cards ?? []).map(({ icon, title, description }) => ({ icon, title, description }));

/** A "why choose us" Cards block as the training pages' texts: reasons, and figures when it has them. */
const whyOf = (block: Partial<CardsBlock>) => ({
  title: block.title ?? "",
  reasons: cardsOf(block).map(({ icon, title, description }) => ({ icon, title, text: description })),
  figuresLabel: block.figuresLabel ?? "",
  figures: statViews(block.figures),
});

/**
 * The home page's sections after its hero, read from its blocks and the business details' lists (the training
 * areas and industries): the texts the specification gives them.
 */
export const getHomeSections = async (locale: Locale) => {
  const [page, lists] = await Promise.all([getPage("home", locale), getSiteLists(locale)]);
  const areas = anchored(page, "cards", "services");
  const clients = anchored(page, "logos", "clients");
  const success = anchored(page, "cards", "success");
  const part = (show: string) => (clients.parts ?? []).find((candidate) => candidate.show === show);
  return {
    services: {
      badge: areas.badge ?? "",
      title: areas.title ?? "",
      description: areas.description ?? "",
      cards: lists.trainingAreas.map((card) => ({
        area: card.area,
        icon: card.icon,
        badge: card.badge,
        title: card.title,
        description: card.description,
        features: (card.features ?? []).map((feature) => feature.text),
        href: card.link,
      })),
      statsLabel: areas.figuresLabel ?? "",
      stats: statViews(areas.figures),
    },
    clients: {
      badge: clients.badge ?? "",
      title: clients.title ?? "",
      description: clients.description ?? "",
      industriesTitle: part("industries")?.title ?? "",
      industries: lists.industries.map(({ icon, name }) => ({ icon, name })),
      partnersTitle: part("partners")?.title ?? "",
      partnersDescription: part("partners")?.description ?? "",
    },
    success: { badge: success.badge ?? "", title: success.title ?? "", factors: cardsOf(success) },
  };
};

/** The page's Steps block with this anchor (#milestones, #apply, #process). */
const stepsAt = (page: Page | undefined, anchor: string) =>
  (page?.layout ?? []).find(
    (block): block is StepsBlock & { blockType: "steps" } => block.blockType === "steps" && block.anchor === anchor,
  );

/**
 * The about page (the page `about` of the collection `pages`) in one language: the document its route renders
 * block by block, and its texts read from its first block of each kind.
 */
export const getAboutPage = async (locale: Locale) => {
  const page = await getPage("about", locale);
  const hero = heroOf(page);
  const story = anchored(page, "richText", "story");
  const milestones = stepsAt(page, "milestones");
  const mission = anchored(page, "cards", "mission");
  const approach = anchored(page, "cards", "approach");
  const vision = anchored(page, "richText", "vision");
  const values = anchored(page, "cards", "values");
  const achievements = anchored(page, "stats", "achievements");
  const cta = firstBlock(page, "cta");
  return {
    page,
    hero: { badge: hero.badge ?? "", title: hero.title ?? "", description: hero.description ?? "" },
    story: {
      title: story.title ?? "",
      paragraphs: paragraphsOf(story.body),
      statsLabel: story.figuresLabel ?? "",
      stats: statViews(story.figures),
    },
    milestones: {
      title: milestones?.title ?? "",
      items: (milestones?.steps ?? []).map(({ label, title, description }) => ({
        year: Number(label),
        title,
        description: description ?? "",
      })),
    },
    mission: { title: mission.title ?? "", cards: cardsOf(mission) },
    approach: {
      title: approach.title ?? "",
      description: approach.description ?? "",
      steps: cardsOf(approach),
      award: { title: approach.note?.title ?? "", description: approach.note?.text ?? "" },
    },
    vision: { title: vision.title ?? "", text: paragraphsOf(vision.body).join("\n") },
    values: { title: values.title ?? "", items: cardsOf(values) },
    achievements: {
      title: achievements.title ?? "",
      description: achievements.description ?? "",
      stats: statViews(achievements.stats),
    },
    cta: { title: cta.title ?? "", description: cta.description ?? "", button: cta.primary?.label ?? "" },
    meta: metaOf(page, { title: hero.title, description: hero.description ?? undefined }, locale),
  };
};

/**
 * The careers page (the page `careers` of the collection `pages`) in one language: the document its route
 * renders block by block, and its texts read from its first block of each kind.
 */
export const getCareersPage = async (locale: Locale) => {
  const page = await getPage("careers", locale);
  const hero = heroOf(page);
  const reasons = firstBlock(page, "cards");
  const openings = firstBlock(page, "detailCards");
  const apply = stepsAt(page, "apply");
  return {
    page,
    hero: { badge: hero.badge ?? "", title: hero.title ?? "", intro: hero.description ?? "" },
    openings: {
      title: openings.title ?? "",
      jobs: (openings.cards ?? []).map((card, index) => ({
        id: card.id ?? String(index),
        area: card.badge ?? "",
        type: card.meta ?? "",
        title: card.title,
        summary: card.description ?? "",
        requirements: (card.items ?? []).map((item) => item.text),
      })),
    },
    whyJoin: {
      title: reasons.title ?? "",
      cards: (reasons.cards ?? []).map(({ icon, title, description }) => ({ icon, title, description })),
    },
    apply: { title: apply?.title ?? "", steps: (apply?.steps ?? []).map((step) => step.title) },
    meta: metaOf(page, { title: hero.title, description: hero.description ?? undefined }, locale),
  };
};

/**
 * The corporate page (the page `corporate` of the collection `pages`) in one language: the document its route
 * renders block by block, and its texts read from its first block of each kind.
 */
export const getCorporatePage = async (locale: Locale) => {
  const page = await getPage("corporate", locale);
  const hero = heroOf(page);
  const formats: Partial<CardsBlock> =
    (page?.layout ?? []).find(
      (block): block is BlockOf<"cards"> => block.blockType === "cards" && block.source === "cards",
    ) ?? {};
  const industries = anchored(page, "logos", "industries");
  const part = (show: string) => (industries.parts ?? []).find((candidate) => candidate.show === show);
  const cta = firstBlock(page, "cta");
  const process = stepsAt(page, "process");
  return {
    page,
    hero: {
      badge: hero.badge ?? "",
      title: hero.title ?? "",
      intro: hero.description ?? "",
      button: hero.primary?.label ?? "",
    },
    areas: { title: anchored(page, "cards", "areas").title ?? "" },
    formats: { title: formats.title ?? "", cards: cardsOf(formats) },
    process: {
      title: process?.title ?? "",
      steps: (process?.steps ?? []).map(({ title, description }) => ({ title, description: description ?? "" })),
      benefitsTitle: process?.asideTitle ?? "",
      benefits: (process?.asideItems ?? []).map((item) => item.text),
    },
    industries: {
      title: industries.title ?? "",
      clientsTitle: part("clients")?.title ?? "",
      partnersTitle: part("partners")?.title ?? "",
    },
    cta: {
      title: cta.title ?? "",
      text: cta.description ?? "",
      button: cta.primary?.label ?? "",
      secondary: cta.secondary?.label ?? "",
    },
    meta: metaOf(page, { title: hero.title, description: hero.description ?? undefined }, locale),
  };
};

/**
 * The contact page (the page `contact` of the collection `pages`) in one language: the document its route
 * renders block by block, and its texts read from its first block of each kind. Its phone, e-mail, address, map
 * and hours are the business details (getSite).
 */
export const getContactPage = async (locale: Locale) => {
  const [page, site] = await Promise.all([getPage("contact", locale), getSite(locale)]);
  const hero = heroOf(page);
  const blocks = page?.layout ?? [];
  const ways = blocks.find((block) => block.blockType === "map" && block.display === "ways") as
    Extract<Block, { blockType: "map" }> | undefined;
  const map = (blocks.find((block) => block.blockType === "map" && block.display !== "ways") ?? {}) as Partial<
    Extract<Block, { blockType: "map" }>
  >;
  const desk = blocks.find((block) => block.blockType === "leadForm" && block.form === "contact") as
    Extract<Block, { blockType: "leadForm" }> | undefined;
  const { opens, closes } = site.officeHours;
  const cta = firstBlock(page, "cta");
  return {
    page,
    hero: { badge: hero.badge ?? "", title: hero.title ?? "", description: hero.description ?? "" },
    cards: {
      label: ways?.title ?? "",
      phoneTitle: ways?.ways?.phoneTitle ?? "",
      emailTitle: ways?.ways?.emailTitle ?? "",
      whatsappTitle: ways?.ways?.whatsappTitle ?? "",
      whatsappText: ways?.ways?.whatsappText ?? "",
      visitTitle: ways?.ways?.visitTitle ?? "",
      visitText: ways?.ways?.visitText ?? "",
    },
    form: { title: desk?.title ?? "", description: desk?.description ?? "" },
    hours: {
      title: desk?.hours?.title ?? "",
      openDays: desk?.hours?.openDays ?? "",
      openTimes: fillPlaceholders(desk?.hours?.openTimes ?? "", {
        opens: formatClockTime(locale, opens),
        closes: formatClockTime(locale, closes),
      }),
      closedDays: desk?.hours?.closedDays ?? "",
      closed: desk?.hours?.closed ?? "",
    },
    getInTouch: {
      title: desk?.contactBox?.title ?? "",
      phoneLabel: desk?.contactBox?.phoneLabel ?? "",
      emailLabel: desk?.contactBox?.emailLabel ?? "",
      websiteLabel: desk?.contactBox?.websiteLabel ?? "",
      callButton: desk?.contactBox?.callButton ?? "",
      whatsappButton: desk?.contactBox?.whatsappButton ?? "",
    },
    location: { title: map.title ?? "", text: map.text ?? "" },
    cta: ctaTexts(cta),
    meta: metaOf(page, { title: hero.title, description: hero.description ?? undefined }, locale),
  };
};

/** A page's list of one kind of course. */
const courseList = (page: Page | undefined, kind: CollectionListBlock["kind"]) =>
  (page?.layout ?? []).find(
    (candidate): candidate is CollectionListBlock & { blockType: "collectionList" } =>
      candidate.blockType === "collectionList" && candidate.source === "courses" && candidate.kind === kind,
  );

/** The title and text of a page's list of one kind of course. */
function listOf(page: Page | undefined, kind: CollectionListBlock["kind"]): SectionText {
  const block = courseList(page, kind);
  return { title: block?.title ?? "", description: block?.description ?? "" };
}

export const getItTrainingPage = async (locale: Locale) => {
  const page = await getPage("it-training", locale);
  const hero = heroOf(page);
  const cta = firstBlock(page, "cta");
  const { title, reasons } = whyOf(anchored(page, "cards", "why"));
  return {
    page,
    hero: {
      badge: hero.badge ?? "",
      title: hero.title ?? "",
      description: hero.description ?? "",
      primaryButton: hero.primary?.label ?? "",
      secondaryButton: hero.secondary?.label ?? "",
    },
    sections: { programmes: listOf(page, "it-programme"), endUser: listOf(page, "it-end-user") },
    why: { title, reasons },
    cta: ctaTexts(cta),
    meta: metaOf(page, { title: hero.title, description: hero.description ?? undefined }, locale),
  };
};

export const getEnglishTrainingPage = async (locale: Locale) => {
  const page = await getPage("english-training", locale);
  const hero = heroOf(page);
  const figures = firstBlock(page, "stats");
  const cta = firstBlock(page, "cta");
  const exams = courseList(page, "english-exam");
  return {
    page,
    hero: {
      badge: hero.badge ?? "",
      title: hero.title ?? "",
      description: hero.description ?? "",
      assessmentButton: hero.testButton ?? "",
    },
    figures: { label: figures.statsLabel ?? "", stats: statViews(figures.stats) },
    sections: {
      general: listOf(page, "english-general"),
      conversation: listOf(page, "english-conversation"),
      exams: listOf(page, "english-exam"),
      testCentre: {
        title: exams?.box?.title ?? "",
        text: exams?.box?.text ?? "",
        bookingButton: exams?.box?.bookingButton ?? "",
      },
    },
    why: whyOf(anchored(page, "cards", "why")),
    cta: ctaTexts(cta),
    meta: metaOf(page, hero, locale),
  };
};

export const getBusinessTrainingPage = async (locale: Locale) => {
  const [page, site] = await Promise.all([getPage("business-training", locale), getSite(locale)]);
  const hero = heroOf(page);
  const cta = firstBlock(page, "cta");
  return {
    page,
    hero: {
      badge: hero.badge ?? "",
      title: hero.title ?? "",
      parentLine: fillPlaceholders(hero.parentLine ?? "", { group: site.parentCompany }),
      description: hero.description ?? "",
      button: hero.primary?.label ?? "",
    },
    sections: { courses: listOf(page, "business") },
    why: whyOf(anchored(page, "cards", "why")),
    cta: {
      title: cta.title ?? "",
      description: cta.description ?? "",
      primaryButton: cta.primary?.label ?? "",
      brochureButton: cta.secondary?.label ?? "",
      brochureHint: cta.whatsappHint ?? "",
      brochureMessage: cta.whatsappMessage ?? "",
    },
    meta: metaOf(page, hero, locale),
  };
};

/**
 * The home page in one language: its hero ("A member of …" with the parent group's name from the business
 * details), its testimonials heading, its call to action and its title and description.
 */
export const getHomePage = async (locale: Locale) => {
  const [page, site] = await Promise.all([getPage("home", locale), getSite(locale)]);
  const hero = heroOf(page);
  const testimonials = firstBlock(page, "testimonials");
  const cta = firstBlock(page, "cta");
  const title = page?.meta?.title || `${hero.title ?? ""} | {brand}`;
  return {
    page,
    hero: {
      badge: hero.badge ?? "",
      title: hero.title ?? "",
      sloganOne: hero.sloganOne ?? "",
      sloganTwo: hero.sloganTwo ?? "",
      parentLine: fillPlaceholders(hero.parentLine ?? "", { group: site.parentCompany }),
      description: hero.description ?? "",
      primaryButton: hero.primary?.label ?? "",
      secondaryButton: hero.secondary?.label ?? "",
      videoTitle: hero.videoTitle ?? "",
      statsLabel: hero.statsLabel ?? "",
      stats: statViews(hero.stats),
    },
    testimonials: {
      badge: testimonials.badge ?? "",
      title: testimonials.title ?? "",
      description: testimonials.description ?? "",
    },
    cta: { title: cta.title ?? "", description: cta.description ?? "", button: cta.primary?.label ?? "" },
    meta: {
      ...metaView(
        { title, description: page?.meta?.description || hero.description || "", image: page?.meta?.image },
        locale,
      ),
      title: fillPlaceholders(title, { brand: site.brand }),
    },
  };
};

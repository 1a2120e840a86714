import path from "node:path";
import type { CollectionSlug, GlobalSlug, Payload } from "payload";
import { catalog } from "./catalog";
import { siteConfig } from "@/cms/seed/site";
import { SEED_CONTEXT } from "../hooks/bilingual";
import { rows } from "./bilingual";
import { pageSeeds, seedLegalPages, seedSpecPages, withDocumentIds } from "./pages";
import { searchTerms } from "./search-terms";
import { industries, trainingAreas } from "./data/site-lists";
import { testQuestions } from "./data/test-questions";
import { exampleIntakes, exampleStart } from "./intakes";
import { exampleClientRows, examplePartners, testimonials } from "./showcase";
import { createBilingual, updateGlobalBilingual } from "./write";
import { sharingSeed } from "./data/sharing";
import { env } from "@/config/env";
import { withStartLock } from "../../patches/payload-start-lock";

/**
 * The seed's version: a CMS seeded at a lower one gets the steps it lacks. Nothing has been launched, so the
 * steps of versions 1 to 6 (intakes, the level test's questions, the corporate form, reworded texts) are folded
 * into version 1: a new step, for content an existing CMS lacks, comes with version 2 (content that editors
 * changed is never seeded again).
 */
export const SEED_VERSION = 1;

const context = { [SEED_CONTEXT]: true };
type Data = Record<string, unknown>;

/** Whether a collection already holds a document with this slug (the seed resumes after an interruption). */
async function exists(payload: Payload, collection: CollectionSlug, slug: string): Promise<boolean> {
  // A document in the trash holds its slug too: the seed does not make it again (nor fail on the taken slug).
  const { totalDocs } = await payload.count({
    collection,
    where: { slug: { equals: slug } },
    overrideAccess: true,
    trash: true,
  });
  return totalDocs > 0;
}

const outlineUrl = (outline: { kind: "external"; key: string } | { kind: "local"; href: string } | undefined) =>
  outline?.kind === "external" ? siteConfig.outlines[outline.key] : undefined;

async function seedOutline(payload: Payload): Promise<string | number> {
  const found = await payload.find({
    collection: "media",
    where: { filename: { equals: "react-frontend.pdf" } },
    limit: 1,
    overrideAccess: true,
    trash: true,
  });
  if (found.docs[0]) return found.docs[0].id;
  const created = await payload.create({
    collection: "media",
    data: {
      alt: {
        en: "React Front End Web Developer: course outline",
        ar: "مطور واجهات الويب باستخدام React: المحتوى التفصيلي للدورة",
      },
    },
    filePath: path.resolve(/* turbopackIgnore: true */ process.cwd(), "src/cms/seed/assets/react-frontend.pdf"),
    context,
    overrideAccess: true,
  });
  return created.id;
}

async function seedSiteSettings(payload: Payload): Promise<void> {
  const s = siteConfig;
  await updateGlobalBilingual(payload, "site-settings", {
    brand: s.brand,
    parentCompany: s.parentCompany,
    foundedYear: s.foundedYear,
    email: s.email,
    phone: { display: s.phone.display, e164: s.phone.e164 },
    whatsapp: { display: s.whatsapp.display, number: s.whatsapp.number },
    address: {
      street: s.address.street,
      district: s.address.district,
      city: s.address.city,
      country: s.address.country,
      latitude: s.address.geo.latitude,
      longitude: s.address.geo.longitude,
    },
    map: { link: s.map.link, embed: s.map.embed },
    officeHours: { days: [...s.officeHours.days], opens: s.officeHours.opens, closes: s.officeHours.closes },
    social: { ...s.social },
    heroPlaylist: s.playlists.hero,
    placementTestUrl: s.placementTestUrl,
    examBookingUrl: s.examBookingUrl,
    trainingAreas,
    industries,
    sharing: sharingSeed,
  });
}

async function seedCatalogue(payload: Payload): Promise<void> {
  const reactOutline = await seedOutline(payload);
  const pathIds = new Map<string, string | number>();
  // Created in the catalogue's order, which is the order they are listed in (orderable: each new one goes last).
  for (const p of catalog.paths) {
    const existing = await payload.find({
      collection: "paths",
      where: { slug: { equals: p.slug } },
      limit: 1,
      trash: true,
    });
    if (existing.docs[0]) {
      pathIds.set(p.slug, existing.docs[0].id);
      continue;
    }
    const created = await createBilingual(payload, "paths", {
      slug: p.slug,
      area: p.area,
      badge: p.badge,
      title: p.title,
      subtitle: p.subtitle,
      outline: p.outline?.kind === "local" ? { file: reactOutline } : { url: outlineUrl(p.outline) },
      stages: p.stages.map((stage) => ({
        title: stage.title,
        hours: stage.hours,
        icon: stage.icon,
        points: rows(stage.points),
      })),
      outcomes: rows(p.outcomes),
      coreTools: (p.coreTools ?? []).map((name) => ({ name })),
      journey: rows(p.journey),
      searchTerms: searchTerms[p.slug],
    });
    pathIds.set(p.slug, created.id);
  }

  const courses: Data[] = [
    ...catalog.itProgrammes.map((c) => ({
      slug: c.id,
      type: "it-programme",
      icon: c.icon,
      title: c.title,
      description: c.description,
      skills: rows(c.skills),
      outline: c.outline?.kind === "local" ? { file: reactOutline } : { url: outlineUrl(c.outline) },
      path: c.pathSlug ? pathIds.get(c.pathSlug) : undefined,
      searchTerms: searchTerms[c.id],
    })),
    ...catalog.endUserCourses.map((c) => ({
      slug: c.id,
      type: "it-end-user",
      icon: c.icon,
      title: c.title,
      description: c.description,
      skills: rows(c.skills),
      searchTerms: searchTerms[c.id],
    })),
    ...catalog.generalEnglishCourses.map((c) => ({
      slug: c.id,
      type: "english-general",
      icon: c.icon,
      title: c.title,
      description: c.description,
      level: { en: c.level, ar: c.level },
      hours: c.hours,
      skills: rows(c.skills),
      path: c.pathSlug ? pathIds.get(c.pathSlug) : undefined,
    })),
    ...catalog.conversationCourses.map((c) => ({
      slug: c.id,
      type: "english-conversation",
      title: c.title,
      description: c.description,
      level: { en: c.level, ar: c.level },
      hours: c.hours,
      goal: c.goal,
      topics: rows(c.topics),
      outline: { url: outlineUrl(c.outline) },
      path: c.pathSlug ? pathIds.get(c.pathSlug) : undefined,
    })),
    ...catalog.examCourses.map((c) => ({
      slug: c.id,
      type: "english-exam",
      exam: c.exam,
      title: c.title,
      description: c.description,
      level: c.level,
      hours: c.hours,
      targetAudience: rows(c.targetAudience),
      learningObjectives: rows(c.learningObjectives),
      path: pathIds.get(c.pathSlug),
    })),
    ...catalog.businessCourses.map((c) => ({
      slug: c.id,
      type: "business",
      icon: c.icon,
      title: c.title,
      description: c.description,
      hours: c.hours,
      keyFeatures: rows(c.keyFeatures),
      outline: { url: outlineUrl(c.outline) },
      path: pathIds.get(c.pathSlug),
    })),
  ];
  for (const course of courses) {
    if (await exists(payload, "courses", String(course.slug))) continue;
    await createBilingual(payload, "courses", course);
  }
}

async function seedShowcase(payload: Payload): Promise<void> {
  if ((await payload.count({ collection: "clients", overrideAccess: true })).totalDocs === 0) {
    for (const [rowIndex, names] of exampleClientRows.entries()) {
      for (const name of names) {
        await createBilingual(payload, "clients", {
          name,
          row: String(rowIndex + 1),
          example: true,
        });
      }
    }
  }
  if ((await payload.count({ collection: "partners", overrideAccess: true })).totalDocs === 0) {
    for (const name of examplePartners) {
      await createBilingual(payload, "partners", { name: name.en, arabicName: name.ar, example: true });
    }
  }
  if ((await payload.count({ collection: "testimonials", overrideAccess: true })).totalDocs === 0) {
    const playlist = { it: "technical", english: "english", business: "business" } as const;
    for (const t of testimonials) {
      await createBilingual(payload, "testimonials", {
        area: t.area,
        title: t.title,
        description: t.description,
        playlist: siteConfig.playlists[playlist[t.area]],
      });
    }
  }
}

/** The example intakes, if the CMS has none. */
async function seedIntakes(payload: Payload): Promise<void> {
  if ((await payload.count({ collection: "intakes", overrideAccess: true, trash: true })).totalDocs > 0) return;
  for (const intake of exampleIntakes) {
    const found = await payload.find({
      collection: intake.of.relationTo,
      where: { slug: { equals: intake.of.slug } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    });
    const target = found.docs[0];
    if (!target) continue;
    await createBilingual(payload, "intakes", {
      of: { relationTo: intake.of.relationTo, value: target.id },
      status: intake.status,
      startDate: intake.inDays === undefined ? undefined : exampleStart(intake.inDays),
      schedule: intake.schedule,
      format: intake.format,
      language: intake.language,
      seatsTotal: intake.seatsTotal,
      seatsTaken: intake.seatsTaken,
      price: intake.price,
      example: true,
    });
  }
}

/** The English level test's question bank, if the CMS has none. */
async function seedTestQuestions(payload: Payload): Promise<void> {
  if ((await payload.count({ collection: "test-questions", overrideAccess: true })).totalDocs > 0) return;
  const order = new Map<string, number>();
  for (const q of testQuestions) {
    const position = (order.get(q.level) ?? 0) + 1;
    order.set(q.level, position);
    await createBilingual(payload, "test-questions", {
      level: q.level,
      skill: q.skill,
      order: position * 10,
      passage: q.passage,
      question: q.question,
      options: q.options.map((text, index) => ({ text, correct: index === q.answer })),
      explanation: q.explanation,
    });
  }
}

/**
 * Fills a page's global in both languages, published, if it has never been saved: a global saved once (by
 * the seed, or by an editor, even as a draft) keeps its texts. Returns whether it filled it.
 */
export async function seedPageGlobal(
  payload: Payload,
  slug: GlobalSlug,
  data: object | (() => Promise<object>),
): Promise<boolean> {
  const current = (await payload.findGlobal({ slug, locale: "en", draft: true, depth: 0, overrideAccess: true })) as {
    updatedAt?: string | null;
  };
  if (current.updatedAt) return false;
  await updateGlobalBilingual(payload, slug, (typeof data === "function" ? await data() : data) as Data);
  return true;
}

/**
 * Fills an empty CMS with the site's current content (through seedCms below), once: `seed-status` remembers it, so content that editors delete later does not come back. Each step
 * skips what exists, so an interrupted seed finishes on the next start. On every start, whatever the version
 * (src/cms/seed/pages): the header and footer globals are filled if never saved, and a missing legal page or
 * specification page is made.
 */
export async function seedIfEmpty(payload: Payload): Promise<void> {
  const status = (await payload.findGlobal({ slug: "seed-status", overrideAccess: true })) as { version?: number };
  const version = status.version ?? 0;
  const started = Date.now();
  if (version < 1) {
    await seedSiteSettings(payload);
    await seedCatalogue(payload);
    await seedShowcase(payload);
    await seedIntakes(payload);
    await seedTestQuestions(payload);
  }
  const pages: string[] = [];
  pages.push(...(await seedLegalPages(payload)));
  pages.push(...(await seedSpecPages(payload)));
  // The menus after the pages they point at.
  for (const page of pageSeeds)
    if (await seedPageGlobal(payload, page.slug, () => withDocumentIds(payload, page.data))) pages.push(page.slug);
  if (version < SEED_VERSION) {
    await payload.updateGlobal({ slug: "seed-status", data: { version: SEED_VERSION }, context, overrideAccess: true });
  }
  if (version < SEED_VERSION || pages.length) {
    payload.logger.info(
      { ms: Date.now() - started, version: SEED_VERSION, pages },
      "CMS seeded with the site's content",
    );
  }
}

/**
 * The seed step: `npm run cms:seed` (the README's first command, and each deployment before the build) and the
 * server's start call it. Idempotent (seedIfEmpty) and one process at a time, under the start lock that the
 * migrations take too (src/patches/payload-start-lock.ts): a second process waits for the first, then finds nothing to do.
 */
export async function seedCms(payload: Payload): Promise<void> {
  const { DATABASE_URL, DATA_DIR } = env();
  await withStartLock({ databaseUrl: DATABASE_URL, dataDir: path.resolve(DATA_DIR) }, payload.logger, () =>
    seedIfEmpty(payload),
  );
}

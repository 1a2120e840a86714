import "server-only";
import { readDocs, readGlobal } from "@/content/read";
import { getQuestionBank } from "@/content/level-test";
import type { IntakeFacts, LevelTestFacts } from "@/domain/leads/service";
import { progress, stageFor, summary } from "@/lib/level-test";
import { verifiedAnswers } from "@/content/level-test-state";
import { dayKey, formatDay, startOfDayInCairo } from "@/i18n/dates";
import type { Locale } from "@/i18n/locales";
import type { Course, Intake, Path, SiteSetting } from "@/payload-types";

type Bilingual = Record<Locale, string>;

/** The business details the server needs in both languages (e-mails, the advisor's prompt). */
export interface SiteFacts {
  brand: Bilingual;
  /** The language the team reads the site's notifications in. */
  teamLocale: Locale;
  email: string;
  phone: string;
  whatsapp: { display: string; href: string };
  address: Bilingual;
  officeHours: { days: string[]; opens: string; closes: string };
}

/** Published courses and paths, each language as Payload returns it (documents share their ids). */
export interface CatalogFacts {
  en: { courses: Course[]; paths: Path[] };
  ar: { courses: Course[]; paths: Path[] };
}

/** Reads a published document in both languages and zips them: each localised text becomes { en, ar }. */
async function bothLanguages<T>(read: (locale: Locale) => Promise<T>): Promise<{ en: T; ar: T }> {
  const [en, ar] = await Promise.all([read("en"), read("ar")]);
  return { en, ar };
}

const line = (s: SiteSetting, locale: Locale) =>
  [s.address.street, s.address.district, s.address.city, s.address.country].join(locale === "ar" ? "، " : ", ");

/** Read through the site's cached getters (src/content/read.ts): published content, as a visitor sees it. */
export async function siteFacts(): Promise<SiteFacts> {
  const s = await bothLanguages((locale) => readGlobal("site-settings", locale));
  return {
    brand: { en: s.en.brand, ar: s.ar.brand },
    teamLocale: s.en.teamLanguage === "ar" ? "ar" : "en",
    email: s.en.email,
    phone: s.en.phone.display,
    whatsapp: { display: s.en.whatsapp.display, href: `https://wa.me/${s.en.whatsapp.number}` },
    address: { en: line(s.en, "en"), ar: line(s.ar, "ar") },
    officeHours: { ...s.en.officeHours },
  };
}

export async function catalogFacts(): Promise<CatalogFacts> {
  const read = async (locale: Locale) => {
    const [courses, paths] = await Promise.all([
      readDocs("courses", locale, { sort: "_order", depth: 0, limit: 500, pagination: false }),
      readDocs("paths", locale, { sort: "_order", depth: 0, limit: 200, pagination: false }),
    ]);
    return { courses: courses.docs, paths: paths.docs };
  };
  return bothLanguages(read);
}

/** The names of these course ids in both languages; ids of no published course are left out. */
export async function courseNames(ids: readonly string[]): Promise<Map<string, Bilingual>> {
  if (ids.length === 0) return new Map();
  const { en, ar } = await catalogFacts();
  const wanted = new Set(ids);
  const arabic = new Map(ar.courses.map((c) => [c.id, c.title]));
  return new Map(
    en.courses.filter((c) => wanted.has(c.slug)).map((c) => [c.slug, { en: c.title, ar: arabic.get(c.id) ?? c.title }]),
  );
}

/**
 * A published intake that has not started (its first day in Alexandria not over), in both languages, as a
 * seat request records it; undefined for an unknown, draft, past or undated one.
 */
export async function intakeFacts(id: string): Promise<IntakeFacts | undefined> {
  if (!/^\d+$/.test(id)) return undefined;
  const read = async (locale: Locale) => {
    const { docs } = await readDocs("intakes", locale, {
      depth: 1,
      limit: 1,
      where: {
        and: [
          { id: { equals: id } },
          { status: { not_equals: "no-date" } },
          { startDate: { greater_than_equal: startOfDayInCairo().toISOString() } },
        ],
      },
    });
    return docs[0];
  };
  const { en, ar } = await bothLanguages(read);
  if (!en?.startDate || !ar) return undefined;
  const target = (doc: Intake) =>
    typeof doc.of.value === "object" && doc.of.value && doc.of.value._status === "published" ? doc.of.value : undefined;
  const [enOf, arOf] = [target(en), target(ar)];
  if (!enOf || !arOf) return undefined;
  const startDay = dayKey(en.startDate);
  return {
    id: String(en.id),
    course: enOf.slug,
    offering: {
      en: `${enOf.title} · ${formatDay("en", en.startDate)}`,
      ar: `${arOf.title} · ${formatDay("ar", en.startDate)}`,
    },
    startDay,
  };
}

/** Published intakes with a date that has not passed, soonest first, in both languages (the advisor's dates). */
export async function upcomingIntakes(): Promise<{ en: Intake[]; ar: Intake[] }> {
  return bothLanguages(async (locale) => {
    const { docs } = await readDocs("intakes", locale, {
      depth: 2,
      limit: 500,
      pagination: false,
      sort: "startDate",
      where: {
        and: [
          { status: { not_equals: "no-date" } },
          { startDate: { greater_than_equal: startOfDayInCairo().toISOString() } },
        ],
      },
    });
    return docs;
  });
}

/**
 * The English level test's result for these answers, scored here from the published bank (never taken from the
 * browser); undefined when the answers are unreadable or the test is not finished.
 */
export async function levelTestFacts(answers: string): Promise<LevelTestFacts | undefined> {
  // The attempt this server scored and signed, part by part: never a level the visitor wrote into the address.
  const given = verifiedAnswers(answers);
  if (!given || given.bandsDone === 0) return undefined;
  const result = progress(await getQuestionBank("en"), given);
  if (result.next || result.scores.length === 0) return undefined;
  const course = stageFor(result);
  const name = (await courseNames([course])).get(course);
  return {
    level: result.level,
    summary: summary(result.scores),
    course,
    offering: name ?? { en: course, ar: course },
  };
}

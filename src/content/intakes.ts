import "server-only";
import type { Where } from "payload";
import { cache } from "react";
import type { Course, Intake, Path } from "@/payload-types";
import { dayKey, startOfDayInCairo } from "@/i18n/dates";
import type { Locale } from "@/i18n/locales";
import { readDocs } from "./read";
import { areaRoute, type Area } from "./schema";

export type IntakeFormat = Intake["format"];
export type IntakeStatus = Intake["status"];

/** An intake as the pages show it, in one language. */
export interface IntakeView {
  id: string;
  status: IntakeStatus;
  /** The first day (ISO instant); none for a course announced without a date. */
  startDate?: string;
  /** The first day in Alexandria, "2026-12-06", and its month, "2026-12". */
  day?: string;
  month?: string;
  schedule?: string;
  format: IntakeFormat;
  language: Intake["language"];
  seatsTotal?: number;
  seatsTaken: number;
  seatsLeft?: number;
  price?: { from: number; to?: number; instalments?: string };
  area: Area;
  /** What it is an intake of: a course (its page is its training page) or a learning path (its own page). */
  of: {
    kind: "course" | "path";
    /** The course's or path's document id (a page's intakes block names it by id). */
    docId: number;
    slug: string;
    title: string;
    description: string;
    route: string;
    pathSlug?: string;
    /** The learning path's id: the path itself, or the path the course belongs to. */
    pathId?: number;
  };
}

const areaOfCourse = (type: Course["type"]): Area =>
  type.startsWith("it-") ? "it" : type.startsWith("english-") ? "english" : "business";

function ofView(of: Intake["of"]): (IntakeView["of"] & { area: Area }) | undefined {
  const value = of.value;
  if (typeof value !== "object" || !value) return undefined;
  if (of.relationTo === "paths") {
    const path = value as Path;
    if (path._status !== "published" || !path.title) return undefined;
    return {
      kind: "path",
      docId: path.id,
      pathId: path.id,
      slug: path.slug,
      title: path.title,
      description: path.subtitle,
      route: `/paths/${path.slug}`,
      pathSlug: path.slug,
      area: path.area,
    };
  }
  const course = value as Course;
  if (course._status !== "published" || !course.title) return undefined;
  const area = areaOfCourse(course.type);
  const pathSlug = typeof course.path === "object" && course.path ? course.path.slug : undefined;
  const pathId = typeof course.path === "object" && course.path ? course.path.id : (course.path ?? undefined);
  return {
    kind: "course",
    docId: course.id,
    pathId,
    slug: course.slug,
    title: course.title,
    description: course.description,
    route: pathSlug ? `/paths/${pathSlug}` : areaRoute[area],
    pathSlug,
    area,
  };
}

export function intakeView(doc: Intake): IntakeView | undefined {
  const of = ofView(doc.of);
  if (!of) return undefined;
  const { area, ...target } = of;
  const dated = doc.status !== "no-date" && doc.startDate;
  const day = dated ? dayKey(doc.startDate!) : undefined;
  const seatsTaken = doc.seatsTaken ?? 0;
  const seatsTotal = doc.seatsTotal ?? undefined;
  const from = doc.price?.from ?? undefined;
  return {
    id: String(doc.id),
    status: doc.status,
    startDate: dated ? doc.startDate! : undefined,
    day,
    month: day?.slice(0, 7),
    schedule: doc.schedule || undefined,
    format: doc.format,
    language: doc.language,
    seatsTotal,
    seatsTaken,
    seatsLeft: seatsTotal === undefined ? undefined : Math.max(0, seatsTotal - seatsTaken),
    price:
      from === undefined
        ? undefined
        : { from, to: doc.price?.to ?? undefined, instalments: doc.price?.instalments || undefined },
    area,
    of: target,
  };
}

/**
 * The published intakes that have not started (an intake shows until its first day in Alexandria is over),
 * soonest first, then the courses announced without a date. Read at render: the pages that show them are
 * rendered again at least hourly (their `revalidate`), so a past intake leaves without anyone publishing.
 */
export const getIntakes = cache(async (locale: Locale): Promise<IntakeView[]> => {
  const upcoming: Where = {
    or: [{ startDate: { greater_than_equal: startOfDayInCairo().toISOString() } }, { status: { equals: "no-date" } }],
  };
  // Published intakes only, unless previewing (src/content/read.ts).
  const { docs } = await readDocs("intakes", locale, {
    where: upcoming,
    depth: 2,
    sort: "startDate",
    limit: 500,
    pagination: false,
  });
  const today = dayKey(new Date());
  const views = docs.map(intakeView).filter((view): view is IntakeView => Boolean(view));
  const dated = views.filter((view) => view.day && view.day >= today);
  const undated = views.filter((view) => view.status === "no-date");
  return [...dated.sort((a, b) => a.day!.localeCompare(b.day!)), ...undated];
});

/** An intake that is on the site now, by id (the seat request page and the calendar file). */
export async function getIntake(id: string, locale: Locale): Promise<IntakeView | undefined> {
  return (await getIntakes(locale)).find((intake) => intake.id === id);
}

/** The next dated intake of a learning path (of the path itself, or of a course on it). */
export async function nextIntakeOfPath(slug: string, locale: Locale): Promise<IntakeView | undefined> {
  return (await getIntakes(locale)).find((intake) => intake.day && intake.of.pathSlug === slug);
}

/** The next dated intake of a course, or of its learning path, for the training cards. */
export async function nextIntakeOfCourse(
  course: { id: string; pathSlug?: string },
  locale: Locale,
): Promise<IntakeView | undefined> {
  return (await getIntakes(locale)).find(
    (intake) =>
      intake.day &&
      ((intake.of.kind === "course" && intake.of.slug === course.id) ||
        (intake.of.kind === "path" && course.pathSlug !== undefined && intake.of.slug === course.pathSlug)),
  );
}

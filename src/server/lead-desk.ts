import "server-only";
import config from "@payload-config";
import { getPayload, type Payload } from "payload";
import { LEADS_SLUG } from "@/cms/collections/leads";
import type { DeliveryResult, DeskMirrorMessage, LeadDesk, LeadStore, Locale, StoredLead } from "@/domain/leads/types";
import { cefrBands, type Level } from "@/lib/level-test";
import { deliveryModes, teamSizes, trainingAreas } from "@/schemas/corporate";
import { trainingInterests, type TrainingInterest } from "@/schemas/contact-values";

type Bilingual = Record<Locale, string>;

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value : undefined;

/** One of the contact form's areas, or nothing (the desk's field is a select of exactly those). */
const interestOf = (value: unknown): TrainingInterest | null =>
  (trainingInterests as readonly unknown[]).includes(value) ? (value as TrainingInterest) : null;

/** A level test's result, if it is one the desk's field knows. */
const levelOf = (value: unknown): Level | null =>
  value === "pre-A1" || (cefrBands as readonly unknown[]).includes(value) ? (value as Level) : null;

/** "03" as "March (03)": the desk's one text field serves both languages. */
const monthLabel = (month: string) =>
  `${new Intl.DateTimeFormat("en", { month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2026, Number(month) - 1, 15)))} (${month})`;

const listOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v) => typeof v === "string") : []);

/** A corporate request's company, team and wishes (other leads leave these fields empty). */
function corporateFields(lead: StoredLead) {
  const d = lead.data;
  const corporate = lead.kind === "corporate";
  const pick = <T extends string>(value: unknown, allowed: readonly T[]): T | null =>
    corporate && (allowed as readonly unknown[]).includes(value) ? (value as T) : null;
  return {
    company: corporate ? (text(d.company) ?? null) : null,
    role: corporate ? (text(d.role) ?? null) : null,
    teamSize: pick(d.teamSize, teamSizes),
    delivery: pick(d.delivery, deliveryModes),
    areas: corporate
      ? listOf(d.areas).filter((a): a is (typeof trainingAreas)[number] =>
          (trainingAreas as readonly string[]).includes(a),
        )
      : [],
    months: corporate ? listOf(d.months).map(monthLabel).join(", ") || null : null,
  };
}

/** The name a lead gave: the plan's full name, or the contact form's first and last name. */
export function leadName(data: Record<string, unknown>): string | undefined {
  return text(data.fullName) ?? text([data.firstName, data.lastName].filter(text).join(" "));
}

/** Where the lead came from, as the forms record it (data.source), with only the known keys kept. */
function sourceOf(data: Record<string, unknown>) {
  const source = (data.source ?? {}) as Record<string, unknown>;
  const keys = ["landingPage", "page", "referrerHost", "utmSource", "utmMedium", "utmCampaign", "device"] as const;
  return Object.fromEntries(keys.map((key) => [key, text(source[key]) ?? null]));
}

/** A plan's ordered courses; a seat request or an interest sign-up names one course (or learning path). */
function courseIdsOf(data: Record<string, unknown>): string[] {
  if (Array.isArray(data.courses)) return data.courses as string[];
  const one = text(data.course);
  return one ? [one] : [];
}

/** What the visitor agreed to (data.consent, stored with every lead since consent records began). */
function consentOf(data: Record<string, unknown>) {
  const consent = (data.consent ?? {}) as Record<string, unknown>;
  const statement = text(consent.statement);
  if (!statement) return undefined;
  return {
    statement,
    agreedAt: text(consent.at) ?? null,
    language: consent.locale === "ar" || consent.locale === "en" ? (consent.locale as Locale) : null,
  };
}

/** A newsletter sign-up's confirmation and unsubscription, as the delivery carries them. */
function subscriptionFields(subscription: DeskMirrorMessage["subscription"]) {
  const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());
  return subscription
    ? {
        confirmedAt: iso(subscription.confirmedAt),
        ...(subscription.unsubscribedAt !== undefined ? { unsubscribedAt: iso(subscription.unsubscribedAt) } : {}),
      }
    : {};
}

/** The desk fields copied from the lead store (never status, owner, follow-up or notes: those are the team's). */
export function deskFields(lead: StoredLead, courses: Map<string, Bilingual>) {
  const ids = courseIdsOf(lead.data);
  const name = leadName(lead.data);
  const offering = lead.data.offering as Partial<Bilingual> | undefined;
  return {
    ref: lead.ref,
    // A company's request is known by the company: the list shows "B-… · Pharos Bank · Omar Nabil".
    title: [lead.ref, lead.kind === "corporate" ? text(lead.data.company) : undefined, name]
      .filter(Boolean)
      .join(" · "),
    kind: lead.kind,
    receivedAt: new Date(lead.createdAt).toISOString(),
    name: name ?? null,
    email: lead.email,
    phone: text(lead.data.phone) ?? null,
    locale: lead.locale,
    trainingInterest: interestOf(lead.data.trainingInterest),
    message: text(lead.data.message) ?? null,
    courses: ids.map((id) => ({ course: id, title: courses.get(id)?.[lead.locale] ?? id })),
    courseIds: ids.length ? ids.join(" ") : null,
    offering: text(offering?.[lead.locale]) ?? null,
    testLevel: lead.kind === "level-test" ? levelOf(lead.data.level) : null,
    testSummary: lead.kind === "level-test" ? (text(lead.data.summary) ?? null) : null,
    ...corporateFields(lead),
    consent: consentOf(lead.data),
    source: sourceOf(lead.data),
  };
}

async function findByRef(payload: Payload, ref: string) {
  const found = await payload.find({
    collection: LEADS_SLUG,
    where: { ref: { equals: ref } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  });
  return found.docs[0];
}

/**
 * The desk on the CMS: an upsert by ref. The lead is read from the store at delivery time (a released spam lead
 * arrives as it is now). A retry after a crash between the copy and "sent" finds the copy and leaves the team's
 * fields alone; the unique ref stops a second copy even if two deliveries ever raced. A newsletter sign-up arrives
 * once confirmed, and again when unsubscribed: those two times are set on the copy, never cleared (the deliveries
 * may arrive in either order).
 */
export function cmsLeadDesk(
  store: Pick<LeadStore, "findLead">,
  courseNames: (ids: readonly string[]) => Promise<Map<string, Bilingual>>,
  cms: () => Promise<Payload> = () => getPayload({ config }),
): LeadDesk {
  return {
    async mirror(message: DeskMirrorMessage): Promise<DeliveryResult> {
      const { ref } = message;
      const lead = await store.findLead(ref);
      // Erased on request meanwhile: nothing to copy, and nothing to try again.
      if (!lead) return { ok: "skipped", reason: "the lead is no longer in the lead store" };
      const payload = await cms();
      const subscription = subscriptionFields(message.subscription);
      const existing = await findByRef(payload, ref);
      if (existing) return updateSubscription(payload, existing, subscription);
      const data = deskFields(lead, await courseNames(courseIdsOf(lead.data)));
      try {
        await payload.create({
          collection: LEADS_SLUG,
          data: { ...data, ...subscription, status: "new" },
          overrideAccess: true,
          depth: 0,
        });
      } catch (error) {
        const copy = await findByRef(payload, ref);
        if (copy) return updateSubscription(payload, copy, subscription);
        throw error;
      }
      return { ok: true };
    },
  };
}

/** Sets the times this delivery carries that the copy does not have yet. */
async function updateSubscription(
  payload: Payload,
  doc: { id: number | string; confirmedAt?: string | null; unsubscribedAt?: string | null },
  subscription: { confirmedAt?: string; unsubscribedAt?: string },
): Promise<DeliveryResult> {
  const missing = Object.fromEntries(
    Object.entries(subscription).filter(([key, value]) => value && !doc[key as keyof typeof subscription]),
  );
  if (Object.keys(missing).length === 0) return { ok: true, info: "already in the desk" };
  await payload.update({ collection: LEADS_SLUG, id: doc.id, data: missing, overrideAccess: true, depth: 0 });
  return { ok: true, info: `set ${Object.keys(missing).join(", ")} in the desk` };
}

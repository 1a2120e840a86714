import "server-only";
import { readdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import type { Payload } from "payload";
import { LEADS_SLUG, RETENTION_CONTEXT } from "@/cms/collections/leads";
import type { StoredLead, Subscription } from "@/domain/leads/types";
import type { Lead } from "@/payload-types";
import { ANONYMISED, type KyselyLeadStore } from "./db/lead-store";

/**
 * A person's data on request (Egypt's Personal Data Protection Law, No. 151 of 2020): everything kept under an
 * e-mail address in the three places leads are kept: the lead store, the lead desk (the CMS) and the mail drop
 * (DATA_DIR/mail, where mails are written when no mail server is configured).
 */
export interface PrivacyDeps {
  store: Pick<
    KyselyLeadStore,
    "leadsByEmail" | "deleteLeads" | "anonymiseBefore" | "subscriptionOf" | "deleteSubscription"
  >;
  payload: Payload;
  /** The mail drop folder (DATA_DIR/mail). */
  mailDir: string;
}

export interface PersonalData {
  email: string;
  leads: StoredLead[];
  /** The newsletter subscription of the address, if any (its state and times; tokens are not kept). */
  subscription: Subscription | null;
  desk: Lead[];
  mails: { file: string; content: string }[];
}

const deskWhere = (email: string) => ({ email: { like: email.trim() } });

/** The mail drop's files of these leads: each mail's file name starts with its lead's reference. */
async function mailFiles(dir: string, refs: string[]): Promise<string[]> {
  if (refs.length === 0) return [];
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [] as string[];
    throw error;
  });
  return names.filter((name) => refs.some((ref) => name.startsWith(`${ref}.`))).sort();
}

async function deskLeads(payload: Payload, email: string) {
  const found = await payload.find({
    collection: LEADS_SLUG,
    where: deskWhere(email),
    pagination: false,
    depth: 0,
    overrideAccess: true,
  });
  // `like` is case-insensitive and matches parts: keep the address itself only.
  return found.docs.filter((doc) => doc.email.toLowerCase() === email.trim().toLowerCase());
}

export async function exportPerson(email: string, deps: PrivacyDeps): Promise<PersonalData> {
  const leads = await deps.store.leadsByEmail(email);
  const desk = await deskLeads(deps.payload, email);
  const refs = [...new Set([...leads.map((l) => l.ref), ...desk.map((d) => d.ref)])];
  const files = await mailFiles(deps.mailDir, refs);
  const mails = await Promise.all(
    files.map(async (file) => ({ file, content: await readFile(join(deps.mailDir, file), "utf8") })),
  );
  return { email, leads, subscription: (await deps.store.subscriptionOf(email)) ?? null, desk, mails };
}

/** Erases the person's leads everywhere; returns how many of each were removed. */
export async function erasePerson(email: string, deps: PrivacyDeps) {
  const leads = await deps.store.leadsByEmail(email);
  const desk = await deskLeads(deps.payload, email);
  const refs = [...new Set([...leads.map((l) => l.ref), ...desk.map((d) => d.ref)])];
  const files = await mailFiles(deps.mailDir, refs);
  // The store first: a pending desk copy or mail of an erased lead finds nothing to deliver.
  const erasedLeads = await deps.store.deleteLeads(leads.map((l) => l.id));
  const subscription = await deps.store.deleteSubscription(email);
  for (const doc of desk) {
    await deps.payload.delete({ collection: LEADS_SLUG, id: doc.id, overrideAccess: true });
  }
  await Promise.all(files.map((file) => rm(join(deps.mailDir, file), { force: true })));
  return { leads: erasedLeads, subscription, desk: desk.length, mails: files.length };
}

/** The moment before which leads are anonymised: `months` calendar months before `now`. */
export function retentionCutoff(now: number, months: number): number {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.getTime();
}

/**
 * Retention: leads older than the cut-off lose what identifies the person, in the lead store, the lead desk (name,
 * address, phone, message, notes) and the mail drop (their mails are deleted). Status, kind, dates, courses and
 * sources stay, so the desk's figures still count them.
 */
export async function anonymiseBefore(before: number, deps: PrivacyDeps) {
  const refs = await deps.store.anonymiseBefore(before);
  const { docs } = await deps.payload.find({
    collection: LEADS_SLUG,
    where: {
      and: [{ receivedAt: { less_than: new Date(before).toISOString() } }, { email: { not_equals: ANONYMISED } }],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  });
  for (const doc of docs) {
    await deps.payload.update({
      collection: LEADS_SLUG,
      id: doc.id,
      data: { title: doc.ref, name: null, email: ANONYMISED, phone: null, message: null, notes: [] },
      overrideAccess: true,
      context: { [RETENTION_CONTEXT]: true },
    });
  }
  const files = await mailFiles(deps.mailDir, [...new Set([...refs, ...docs.map((d) => d.ref)])]);
  await Promise.all(files.map((file) => rm(join(deps.mailDir, file), { force: true })));
  return { leads: refs.length, desk: docs.length, mails: files.length };
}

import "server-only";
import { readdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import type { Payload } from "payload";
import { LEADS_SLUG } from "@/cms/collections/leads";
import type { StoredLead } from "@/domain/leads/types";
import type { Lead } from "@/payload-types";
import type { KyselyLeadStore } from "./db/lead-store";

/**
 * A person's data on request (Egypt's Personal Data Protection Law, No. 151 of 2020): everything kept under an
 * e-mail address in the three places leads are kept: the lead store, the lead desk (the CMS) and the mail drop
 * (DATA_DIR/mail, where mails are written when no mail server is configured).
 */
export interface PrivacyDeps {
  store: Pick<KyselyLeadStore, "leadsByEmail" | "deleteLeads">;
  payload: Payload;
  /** The mail drop folder (DATA_DIR/mail). */
  mailDir: string;
}

export interface PersonalData {
  email: string;
  leads: StoredLead[];
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
  return { email, leads, desk, mails };
}

/** Erases the person's leads everywhere; returns how many of each were removed. */
export async function erasePerson(email: string, deps: PrivacyDeps) {
  const leads = await deps.store.leadsByEmail(email);
  const desk = await deskLeads(deps.payload, email);
  const refs = [...new Set([...leads.map((l) => l.ref), ...desk.map((d) => d.ref)])];
  const files = await mailFiles(deps.mailDir, refs);
  // The store first: a pending desk copy or mail of an erased lead finds nothing to deliver.
  const erasedLeads = await deps.store.deleteLeads(leads.map((l) => l.id));
  for (const doc of desk) {
    await deps.payload.delete({ collection: LEADS_SLUG, id: doc.id, overrideAccess: true });
  }
  await Promise.all(files.map((file) => rm(join(deps.mailDir, file), { force: true })));
  return { leads: erasedLeads, desk: desk.length, mails: files.length };
}

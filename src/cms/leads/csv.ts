import type { Endpoint, PayloadRequest, Where } from "payload";
import { cairoColumn, csvColumns, requestCells, toCsv } from "@/domain/leads/export";
import { cairoTimestamp } from "@/lib/cairo-clock";
import type { Lead } from "@/payload-types";
import { hasRole } from "../access";

/** The fields the list's search box looks in (the collection's listSearchableFields). */
export const leadSearchFields = ["ref", "email", "name", "phone"] as const;

/** The lead store export's columns (npm run leads -- export), then the desk's own. */
export const deskCsvColumns = [
  ...csvColumns,
  "requested_class",
  "status",
  "owner",
  cairoColumn("follow_up_at"),
  "landing_page",
  "sent_from",
  "referrer_host",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "device",
  "notes",
] as const;

type Row = Lead;

const cell = (value: unknown) => (value === null || value === undefined ? "" : String(value));

function ownerOf(owner: Lead["owner"]): string {
  if (owner && typeof owner === "object") return owner.name || owner.email || "";
  return cell(owner);
}

/** Desk documents as CSV rows, in the order of deskCsvColumns; times (a note's too) on Alexandria's clock. */
export function deskRows(docs: Row[]): string[][] {
  return docs.map((doc) => {
    const source: NonNullable<Lead["source"]> = doc.source ?? {};
    return [
      cell(doc.ref),
      cell(doc.kind),
      cairoTimestamp(doc.receivedAt),
      cell(doc.locale),
      cell(doc.name),
      cell(doc.email),
      cell(doc.phone),
      cell(doc.trainingInterest),
      (doc.courses ?? []).map((c) => c.title || c.course || "").join(", "),
      cell(doc.message),
      // A corporate request's company, team size, topics (areas) and delivery; a level test's level.
      ...requestCells(doc.kind, { ...doc, level: doc.testLevel }),
      // A seat request's course and start date; an interest list's course.
      cell(doc.offering),
      cell(doc.status),
      ownerOf(doc.owner),
      cairoTimestamp(doc.followUpAt),
      cell(source.landingPage),
      cell(source.page),
      cell(source.referrerHost),
      cell(source.utmSource),
      cell(source.utmMedium),
      cell(source.utmCampaign),
      cell(source.device),
      (doc.notes ?? []).map((n) => `${cairoTimestamp(n.at)} ${cell(n.author)}: ${cell(n.text)}`).join("\n"),
    ];
  });
}

/** 403 with a message in the staff member's language, unless they work leads (sales, admin). */
function refuseUnlessSales(req: PayloadRequest, message: { en: string; ar: string }): Response | undefined {
  if (hasRole(req.user, "admin", "sales")) return undefined;
  return Response.json({ errors: [{ message: message[req.i18n?.language === "ar" ? "ar" : "en"] }] }, { status: 403 });
}

/** A CSV file to download, named after what it holds and today's date. */
function csvDownload(name: string, csv: string): Response {
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${name}-${day}.csv"`,
      "cache-control": "no-store",
    },
  });
}

/** The list's filter (`where`) and search box (`search`) as one query, as the list view applies them. */
export function listQuery(query: PayloadRequest["query"]): Where {
  const parts: Where[] = [];
  if (query.where && typeof query.where === "object") parts.push(query.where as Where);
  const search = typeof query.search === "string" ? query.search.trim() : "";
  if (search) parts.push({ or: leadSearchFields.map((field) => ({ [field]: { like: search } })) });
  return parts.length ? { and: parts } : {};
}

/**
 * GET /cms-api/leads/export.csv?where…&search…&sort…: the leads of the list as it is filtered, as CSV (cells that a
 * spreadsheet would run as a formula are defused). Read with the staff member's own access, so it holds nothing
 * the list would not show them.
 */
export const leadsCsvEndpoint: Endpoint = {
  path: "/export.csv",
  method: "get",
  handler: async (req) => {
    const refused = refuseUnlessSales(req, {
      en: "You are not allowed to export leads.",
      ar: "غير مسموح لك بتصدير الطلبات.",
    });
    if (refused) return refused;
    const sort =
      typeof req.query.sort === "string" && /^-?[A-Za-z.]+$/.test(req.query.sort) ? req.query.sort : "-receivedAt";
    const result = await req.payload.find({
      collection: "leads",
      where: listQuery(req.query),
      sort,
      pagination: false,
      depth: 1,
      overrideAccess: false,
      user: req.user,
      req,
    });
    return csvDownload("leads", toCsv(deskCsvColumns, deskRows(result.docs)));
  },
};

/** The subscribers' CSV: what the provider imports into its mailing tool. */
export const subscriberCsvColumns = [
  "email",
  "language",
  cairoColumn("confirmed_at"),
  cairoColumn("signed_up_at"),
  "signed_up_from",
  "landing_page",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "ref",
] as const;

/** Newsletter sign-ups whose address confirmed them and has not unsubscribed since. */
export const confirmedSubscribers: Where = {
  and: [{ kind: { equals: "newsletter" } }, { confirmedAt: { exists: true } }, { unsubscribedAt: { exists: false } }],
};

export function subscriberRows(docs: Row[]): string[][] {
  return docs.map((doc) => {
    const source: NonNullable<Lead["source"]> = doc.source ?? {};
    return [
      cell(doc.email),
      cell(doc.locale),
      cairoTimestamp(doc.confirmedAt),
      cairoTimestamp(doc.receivedAt),
      cell(source.page),
      cell(source.landingPage),
      cell(source.utmSource),
      cell(source.utmMedium),
      cell(source.utmCampaign),
      cell(doc.ref),
    ];
  });
}

/**
 * GET /cms-api/leads/subscribers.csv: the newsletter's confirmed subscribers (double opt-in), oldest confirmation
 * first, with when and from which page they signed up. Unconfirmed, expired and unsubscribed addresses are not in
 * it. Read with the staff member's own access, like the list.
 */
export const subscribersCsvEndpoint: Endpoint = {
  path: "/subscribers.csv",
  method: "get",
  handler: async (req) => {
    const refused = refuseUnlessSales(req, {
      en: "You are not allowed to export subscribers.",
      ar: "غير مسموح لك بتصدير المشتركين.",
    });
    if (refused) return refused;
    const result = await req.payload.find({
      collection: "leads",
      where: confirmedSubscribers,
      sort: "confirmedAt",
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user: req.user,
      req,
    });
    return csvDownload("subscribers", toCsv(subscriberCsvColumns, subscriberRows(result.docs)));
  },
};

import type { Endpoint, PayloadRequest, Where } from "payload";
import { csvColumns, toCsv } from "@/domain/leads/export";
import type { Lead } from "@/payload-types";
import { hasRole } from "./access";

/** The fields the list's search box looks in (the collection's listSearchableFields). */
export const leadSearchFields = ["ref", "email", "name", "phone"] as const;

/** The lead store export's columns (npm run leads -- export), then the desk's own. */
export const deskCsvColumns = [
  ...csvColumns,
  "requested_class",
  "status",
  "owner",
  "follow_up_at",
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

/** Desk documents as CSV rows, in the order of deskCsvColumns. */
export function deskRows(docs: Row[]): string[][] {
  return docs.map((doc) => {
    const source: NonNullable<Lead["source"]> = doc.source ?? {};
    return [
      cell(doc.ref),
      cell(doc.kind),
      cell(doc.receivedAt),
      cell(doc.locale),
      cell(doc.name),
      cell(doc.email),
      cell(doc.phone),
      cell(doc.trainingInterest),
      (doc.courses ?? []).map((c) => c.title || c.course || "").join(", "),
      cell(doc.message),
      // A seat request's course and start date; an interest list's course.
      cell(doc.offering),
      cell(doc.status),
      ownerOf(doc.owner),
      cell(doc.followUpAt),
      cell(source.landingPage),
      cell(source.page),
      cell(source.referrerHost),
      cell(source.utmSource),
      cell(source.utmMedium),
      cell(source.utmCampaign),
      cell(source.device),
      (doc.notes ?? []).map((n) => `${cell(n.at)} ${cell(n.author)}: ${cell(n.text)}`).join("\n"),
    ];
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
    if (!hasRole(req.user, "admin", "sales")) {
      const message =
        req.i18n?.language === "ar" ? "غير مسموح لك بتصدير الطلبات." : "You are not allowed to export leads.";
      return Response.json({ errors: [{ message }] }, { status: 403 });
    }
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
    const day = new Date().toISOString().slice(0, 10);
    return new Response(toCsv(deskCsvColumns, deskRows(result.docs)), {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="leads-${day}.csv"`,
        "cache-control": "no-store",
      },
    });
  },
};

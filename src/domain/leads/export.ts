import { stringify } from "csv-stringify/sync";
import type { StoredLead } from "@/domain/leads/types";
import { CAIRO_ZONE, cairoTimestamp } from "../../lib/cairo-clock";

/**
 * What a spreadsheet would run as a formula: csv-stringify's `escape_formulas` puts an apostrophe before
 * =, +, -, @, tab and CR; the full-width forms (＝＋－＠), which some spreadsheet programs read the same way,
 * get one here (OWASP CSV injection advice).
 */
const FULL_WIDTH_FORMULA_START = /^[\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * A time column's header: times are written as Alexandria's wall clock (the team's, summer time included), and the
 * header says so, since a spreadsheet shows "2026-11-27 12:05" with no zone of its own.
 */
export const cairoColumn = <T extends string>(name: T) => `${name} (${CAIRO_ZONE})` as const;

/**
 * The lead store's columns: who, what, and what a corporate request (company, team size, topics, where to train)
 * and a level test (the level reached) asked for; the other kinds leave those empty.
 */
export const csvColumns = [
  "ref",
  "kind",
  cairoColumn("created_at"),
  "locale",
  "name",
  "email",
  "phone",
  "training_interest",
  "courses",
  "message",
  "company",
  "team_size",
  "topics",
  "delivery",
  "level",
] as const;

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const list = (value: unknown): string =>
  (Array.isArray(value) ? value.filter((v) => typeof v === "string") : []).join(", ");

/** A lead's corporate and level-test cells, in the order of csvColumns' last five, from the form's data. */
export function requestCells(kind: string, d: Record<string, unknown>): string[] {
  const corporate = kind === "corporate";
  return [
    corporate ? text(d.company) : "",
    corporate ? text(d.teamSize) : "",
    corporate ? list(d.areas) : "",
    corporate ? text(d.delivery) : "",
    kind === "level-test" ? text(d.level) : "",
  ];
}

/** Rows as CSV: every cell quoted, formulas defused, CRLF, and a byte-order mark so spreadsheets read Arabic. */
export function toCsv(columns: readonly string[], rows: unknown[][]): string {
  return stringify(rows, {
    bom: true,
    header: true,
    columns: [...columns],
    quoted: true,
    quoted_empty: true,
    record_delimiter: "windows",
    escape_formulas: true,
    cast: { string: (value) => (FULL_WIDTH_FORMULA_START.test(value) ? `'${value}` : value) },
  });
}

/** Leads as CSV, plan courses by name. */
export function leadsToCsv(leads: StoredLead[], courseName: (id: string) => string): string {
  return toCsv(
    csvColumns,
    leads.map((lead) => {
      const d = lead.data as Record<string, string | string[] | undefined>;
      const name = lead.kind === "plan" ? d.fullName : [d.firstName, d.lastName].filter(Boolean).join(" ");
      const courses = Array.isArray(d.courses) ? d.courses.map(courseName).join(", ") : "";
      return [
        lead.ref,
        lead.kind,
        cairoTimestamp(lead.createdAt),
        lead.locale,
        name ?? "",
        lead.email,
        d.phone ?? "",
        d.trainingInterest ?? "",
        courses,
        d.message ?? "",
        ...requestCells(lead.kind, lead.data),
      ];
    }),
  );
}

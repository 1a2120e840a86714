import { stringify } from "csv-stringify/sync";
import type { StoredLead } from "@/domain/leads/types";

/**
 * What a spreadsheet would run as a formula: csv-stringify's `escape_formulas` puts an apostrophe before
 * =, +, -, @, tab and CR; the full-width forms (＝＋－＠), which some spreadsheet programs read the same way,
 * get one here (OWASP CSV injection advice).
 */
const FULL_WIDTH_FORMULA_START = /^[\uFF1D\uFF0B\uFF0D\uFF20]/;

export const csvColumns = [
  "ref",
  "kind",
  "created_at",
  "locale",
  "name",
  "email",
  "phone",
  "training_interest",
  "courses",
  "message",
] as const;

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
        new Date(lead.createdAt).toISOString(),
        lead.locale,
        name ?? "",
        lead.email,
        d.phone ?? "",
        d.trainingInterest ?? "",
        courses,
        d.message ?? "",
      ];
    }),
  );
}

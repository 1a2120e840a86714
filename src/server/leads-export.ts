import type { StoredLead } from "@/domain/leads/types";

const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * One CSV cell. A value a spreadsheet would run as a formula (=, +, -, @, tab, CR at the start) gets a
 * leading apostrophe, then the cell is quoted with inner quotes doubled (OWASP CSV injection advice).
 */
export function csvCell(value: unknown): string {
  let text = value === undefined || value === null ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

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

/** Leads as CSV (UTF-8 with a byte-order mark so spreadsheet programs read Arabic correctly). */
export function leadsToCsv(leads: StoredLead[], courseName: (id: string) => string): string {
  const rows = leads.map((lead) => {
    const d = lead.data as Record<string, string | string[] | undefined>;
    const name = lead.kind === "plan" ? d.fullName : [d.firstName, d.lastName].filter(Boolean).join(" ");
    const courses = Array.isArray(d.courses) ? d.courses.map(courseName).join(", ") : "";
    return [
      lead.ref,
      lead.kind,
      new Date(lead.createdAt).toISOString(),
      lead.locale,
      name,
      lead.email,
      d.phone,
      d.trainingInterest,
      courses,
      d.message,
    ]
      .map(csvCell)
      .join(",");
  });
  return `\uFEFF${[csvColumns.map(csvCell).join(","), ...rows].join("\r\n")}\r\n`;
}

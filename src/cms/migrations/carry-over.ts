// Shared by the SQLite and PostgreSQL migrations of 2026-11-27 14:03 (the lists made orderable, accounts named).
import { generateNKeysBetween } from "payload/shared";

/** The collections made orderable, and how their documents were ordered before (the old `order` field). */
export const orderableTables = [
  { table: "paths", by: `"order", id` },
  { table: "courses", by: `"order", id` },
  // Clients were ordered within their logo row.
  { table: "clients", by: `"row", "order", id` },
  { table: "partners", by: `"order", id` },
  { table: "testimonials", by: `"order", id` },
] as const;

/** Payload's own order keys (the ones its drag and drop writes), one per document, ascending. */
export const orderKeys = (count: number): string[] => (count === 0 ? [] : generateNKeysBetween(null, null, count));

/** The part of an account's address before "@", in each engine's SQL. */
export const nameFromEmailSql = {
  sqlite: "substr(email, 1, instr(email, '@') - 1)",
  postgres: "split_part(email, '@', 1)",
} as const;

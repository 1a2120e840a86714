import type { Label } from "../fields";

/** A lead's statuses as the desk names them (the select's options on `leads`, and its history). */
export const leadStatuses = ["new", "contacted", "qualified", "enrolled", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const statusLabels: Record<LeadStatus, Label> = {
  new: { en: "New", ar: "جديد" },
  contacted: { en: "Contacted", ar: "تم التواصل" },
  qualified: { en: "Qualified", ar: "مؤهَّل" },
  enrolled: { en: "Enrolled", ar: "التحق" },
  lost: { en: "Lost", ar: "لم يلتحق" },
};

const unassigned: Label = { en: "Nobody", ar: "غير محدد" };

/**
 * One side of a change in a lead's history, as the desk shows it: a status by its label, an owner by name (or
 * "#id" when the account is gone), no owner as "Nobody"; in the admin's language.
 */
export function historyValueText(
  field: unknown,
  value: string | null,
  ownerName: string | null,
  language: "en" | "ar",
): string {
  if (field === "status")
    return value && value in statusLabels ? statusLabels[value as LeadStatus][language] : (value ?? "");
  if (field === "owner") return value ? ownerName || `#${value}` : unassigned[language];
  return value ?? "";
}

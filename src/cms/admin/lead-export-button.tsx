"use client";
import { useTranslation } from "@payloadcms/ui";
import { useSearchParams } from "next/navigation";
import { adminButton } from "./button-style";

/**
 * Above the leads list: downloads the list as it is filtered and searched now (the same `where`, `search` and
 * `sort` as the page's address) as CSV, and the newsletter's confirmed subscribers (for the mailing tool).
 */
export function LeadExportButton() {
  const { i18n } = useTranslation();
  const params = useSearchParams();
  const query = new URLSearchParams();
  for (const [key, value] of params.entries()) {
    if (key === "search" || key === "sort" || key.startsWith("where")) query.append(key, value);
  }
  const ar = i18n.language === "ar";
  const label = ar ? "تصدير القائمة المعروضة (CSV)" : "Export this list (CSV)";
  return (
    <div style={{ margin: "0 0 1rem", display: "flex", flexWrap: "wrap", gap: "0.5rem", justifyContent: "flex-end" }}>
      <a href="/cms-api/leads/subscribers.csv" download data-testid="subscribers-export" style={adminButton}>
        {ar ? "تصدير المشتركين المؤكَّدين في النشرة البريدية (CSV)" : "Export confirmed newsletter subscribers (CSV)"}
      </a>
      <a
        href={`/cms-api/leads/export.csv${query.size ? `?${query}` : ""}`}
        download
        data-testid="leads-export"
        style={adminButton}
      >
        {label}
      </a>
    </div>
  );
}

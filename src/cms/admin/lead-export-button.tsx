"use client";
import { useTranslation } from "@payloadcms/ui";
import { useSearchParams } from "next/navigation";
import { adminButton } from "./button-style";

/**
 * Above the leads list: downloads the list as it is filtered and searched now (the same `where`, `search` and
 * `sort` as the page's address) as CSV.
 */
export function LeadExportButton() {
  const { i18n } = useTranslation();
  const params = useSearchParams();
  const query = new URLSearchParams();
  for (const [key, value] of params.entries()) {
    if (key === "search" || key === "sort" || key.startsWith("where")) query.append(key, value);
  }
  const label = i18n.language === "ar" ? "تصدير القائمة المعروضة (CSV)" : "Export this list (CSV)";
  return (
    <div style={{ margin: "0 0 1rem", display: "flex", justifyContent: "flex-end" }}>
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

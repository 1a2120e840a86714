"use client";
import { useRowLabel, useTranslation } from "@payloadcms/ui";

/**
 * The title of a link row in the admin (menu, drop-down and footer lists): its text in the language being edited
 * and where it leads ("Schedule · /schedule"), instead of "Link 03".
 */
export function LinkRowLabel() {
  const { data, rowNumber } = useRowLabel<{ label?: string | null; type?: string | null; href?: string | null }>();
  const { i18n } = useTranslation();
  const number = String((rowNumber ?? 0) + 1).padStart(2, "0");
  const label = data?.label?.trim();
  if (!label) return <span>{i18n.language === "ar" ? `رابط ${number}` : `Link ${number}`}</span>;
  return (
    <span>
      {label}
      {data?.href && data.type !== "reference" ? (
        <>
          {" · "}
          <bdi dir="ltr" style={{ opacity: 0.7 }}>
            {data.href}
          </bdi>
        </>
      ) : null}
    </span>
  );
}

import { getTranslations } from "next-intl/server";
import { MarqueeRow } from "@/components/media/marquee-row";
import { getClientRows } from "@/content/showcase";
import type { Locale } from "@/i18n/locales";

/** The client logos (edited in Clients) in three moving rows: 1 and 3 to the right, 2 to the left. */
export async function ClientRows({ locale }: { locale: Locale }) {
  const [t, rows] = await Promise.all([getTranslations({ locale, namespace: "HomePage" }), getClientRows(locale)]);
  return (
    <div className="space-y-4">
      {rows.map((row, index) => (
        <MarqueeRow
          key={index}
          items={row}
          direction={index % 2 === 0 ? "right" : "left"}
          label={t("clientsRowLabel", { row: index + 1 })}
        />
      ))}
    </div>
  );
}

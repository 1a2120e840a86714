import { getTranslations } from "next-intl/server";
import { previewing } from "@/content/read";
import type { Locale } from "@/i18n/locales";
import { LivePreviewListener } from "@/components/preview/live-preview-listener";

/** Shown only while an editor previews drafts (draft mode), never to visitors. */
export async function PreviewBar({ locale, path }: { locale: Locale; path: string }) {
  if (!(await previewing())) return null;
  const t = await getTranslations({ locale, namespace: "Preview" });
  return (
    <div role="status" className="bg-accent-300 text-primary-950">
      <LivePreviewListener />
      <div className="container-page flex flex-wrap items-center justify-between gap-2 py-2 text-sm font-semibold">
        <span>{t("notice")}</span>
        <a href={`/api/preview/exit?path=${encodeURIComponent(path)}`} className="underline">
          {t("exit")}
        </a>
      </div>
    </div>
  );
}

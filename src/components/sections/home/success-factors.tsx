import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/ui/section";
import { getHomeContent } from "@/content/home";
import type { Locale } from "@/i18n/locales";

export async function HomeSuccessFactors({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "HomePage" });
  const { successFactors } = getHomeContent(locale);

  return (
    <Section id="success" tone="muted" badge={t("successBadge")} title={t("successTitle")}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-5" data-testid="success-grid">
        {successFactors.map((factor) => (
          <li key={factor.title} className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
            <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-accent-100 text-accent-800">
              <Icon name={factor.icon} />
            </span>
            <h3 className="mt-4 text-base font-bold text-primary-900">{factor.title}</h3>
            <p className="mt-2 text-sm text-slate-600">{factor.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

import { ArrowRight, Check } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/ui/section";
import { StatList } from "@/components/ui/stat-list";
import { areaStyle } from "@/components/ui/area-style";
import { areaCardsView } from "@/content/home-page";
import type { Locale } from "@/i18n/locales";
import type { AreaCardsBlock } from "@/payload-types";

/** A card per training area with its features, and figures (the block "Training area cards"). */
export async function HomeServices({ block, locale, id }: { block: AreaCardsBlock; locale: Locale; id: string }) {
  const common = await getTranslations({ locale, namespace: "Common" });
  const services = areaCardsView(block);

  return (
    <Section id={id} badge={services.badge} title={services.title} description={services.description}>
      <ul className="grid gap-6 md:grid-cols-3">
        {services.cards.map((service, index) => {
          const style = areaStyle[service.area];
          return (
            <li
              key={index}
              className={`flex flex-col rounded-2xl border border-t-4 border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md ${style.border}`}
            >
              <div className="flex items-start justify-between gap-3">
                <span className={`flex size-12 items-center justify-center rounded-xl ${style.icon}`}>
                  <Icon name={service.icon} />
                </span>
                <span className={`rounded-full px-3 py-1 text-xs font-semibold ring-1 ${style.badge}`}>
                  {service.badge}
                </span>
              </div>
              <h3 className="mt-5 text-xl font-bold text-primary-900">{service.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{service.description}</p>
              <ul className="mt-5 flex-1 space-y-2">
                {service.features.map((feature, index) => (
                  <li key={index} className="flex gap-2 text-sm text-slate-700">
                    <Check aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${style.text}`} />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
              <Link
                href={service.href}
                className={`mt-6 inline-flex min-h-11 items-center gap-2 text-sm font-semibold ${style.text} hover:underline`}
              >
                {common("learnMore")}
                <span className="sr-only">: {service.title}</span>
                <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              </Link>
            </li>
          );
        })}
      </ul>
      <StatList
        stats={services.stats}
        label={services.statsLabel}
        className="mt-12 grid-cols-2 rounded-2xl bg-primary-50 p-8 md:grid-cols-4"
      />
    </Section>
  );
}

import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/ui/section";
import { ClientRows } from "@/components/media/client-rows";
import { MarqueeGroup } from "@/components/media/marquee";
import { MarqueeRow } from "@/components/media/marquee-row";
import { clientsShowcaseView } from "@/content/home-page";
import { getPartners } from "@/content/showcase";
import type { Locale } from "@/i18n/locales";
import type { ClientsShowcaseBlock } from "@/payload-types";

/** Clients (three moving rows: 1 and 3 to the right, 2 to the left), industries, and training partners. */
export async function HomeClients({
  block,
  locale,
  id,
  tone,
}: {
  block: ClientsShowcaseBlock;
  locale: Locale;
  id: string;
  tone: "white" | "muted";
}) {
  const t = await getTranslations({ locale, namespace: "HomePage" });
  const clients = clientsShowcaseView(block);
  const partners = await getPartners(locale);

  return (
    <Section id={id} tone={tone} badge={clients.badge} title={clients.title} description={clients.description}>
      <MarqueeGroup pauseLabel={t("pauseLogos")} playLabel={t("playLogos")}>
        <ClientRows locale={locale} />

        <h3 className="mt-16 text-center text-xl font-bold text-primary-900 sm:text-2xl">{clients.industriesTitle}</h3>
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
          {clients.industries.map((industry, index) => (
            <li key={index} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
                <Icon name={industry.icon} className="size-5" />
              </span>
              <span className="text-sm font-semibold text-slate-800">{industry.name}</span>
            </li>
          ))}
        </ul>

        <h3 className="mt-16 text-center text-xl font-bold text-primary-900 sm:text-2xl">{clients.partnersTitle}</h3>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">{clients.partnersDescription}</p>
        <div className="mt-8">
          <MarqueeRow items={partners} direction="left" label={clients.partnersTitle} tile="partner" />
        </div>
      </MarqueeGroup>
    </Section>
  );
}

import { Check } from "lucide-react";
import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { WhyChooseGrid } from "@/components/sections/training/why-choose";
import { ButtonLink } from "@/components/ui/button-link";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/ui/section";
import { getCorporatePage } from "@/content/corporate-page";
import { getHomePage } from "@/content/home-page";
import { LogoTile } from "@/components/media/logo-tile";
import { getClientRows, getPartners } from "@/content/showcase";
import { pageMetadata } from "@/i18n/metadata";
import { PageLd } from "@/components/seo/page-ld";
import { asLocale } from "@/i18n/locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/corporate">): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const { meta } = await getCorporatePage(locale);
  return pageMetadata("/corporate", locale, meta);
}

export default async function CorporatePage({ params }: PageProps<"/[locale]/corporate">) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  // The training areas and industries are the home page's own (the global home-page).
  const [page, home, clientRows, partners] = await Promise.all([
    getCorporatePage(locale),
    getHomePage(locale),
    getClientRows(locale),
    getPartners(locale),
  ]);

  return (
    <>
      <PageLd locale={locale} page={{ name: page.hero.title, route: "/corporate" }} />
      <PageHero badge={page.hero.badge} title={page.hero.title} description={page.hero.intro}>
        <div className="mt-8 flex justify-center">
          <ButtonLink href="/contact?interest=corporate" variant="accent">
            {page.hero.button}
          </ButtonLink>
        </div>
      </PageHero>

      <Section id="areas" title={page.areas.title}>
        <WhyChooseGrid
          items={home.services.cards.map((service) => ({
            icon: service.icon,
            title: service.title,
            text: service.description,
          }))}
        />
      </Section>

      <Section id="formats" tone="muted" title={page.formats.title}>
        <WhyChooseGrid items={page.formats.cards.map((f) => ({ icon: f.icon, title: f.title, text: f.description }))} />
      </Section>

      <Section id="process" title={page.process.title}>
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {page.process.steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-6">
              <span className="flex size-9 items-center justify-center rounded-full bg-primary-700 font-bold text-white tabular-nums">
                {index + 1}
              </span>
              <h3 className="mt-4 font-bold text-primary-900">{step.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{step.description}</p>
            </li>
          ))}
        </ol>
        <h3 className="mt-14 text-center text-xl font-bold text-primary-900">{page.process.benefitsTitle}</h3>
        <ul className="mx-auto mt-6 grid max-w-4xl gap-3 sm:grid-cols-2">
          {page.process.benefits.map((benefit) => (
            <li key={benefit} className="flex gap-2 rounded-xl bg-primary-50 p-4 text-slate-800">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="industries" tone="muted" title={page.industries.title}>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {home.clients.industries.map((industry) => (
            <li key={industry.name} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4">
              <Icon name={industry.icon} className="size-5 text-primary-700" />
              <span className="text-sm font-semibold text-slate-800">{industry.name}</span>
            </li>
          ))}
        </ul>
        <h3 className="mt-14 text-center text-xl font-bold text-primary-900">{page.industries.clientsTitle}</h3>
        <ul className="mt-6 flex flex-wrap justify-center gap-3">
          {clientRows.flat().map((client) => (
            <li
              key={client.name}
              className="rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm font-semibold text-slate-700"
              translate="no"
            >
              <LogoTile item={client} height={32} />
            </li>
          ))}
        </ul>
        <h3 className="mt-14 text-center text-xl font-bold text-primary-900">{page.industries.partnersTitle}</h3>
        <ul className="mt-6 flex flex-wrap justify-center gap-2">
          {partners.map((partner) => (
            <li
              key={partner.name}
              className="rounded-full border border-slate-200 bg-white px-4 py-2 text-sm font-semibold text-slate-700"
              translate="no"
            >
              <LogoTile item={partner} height={24} />
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        title={page.cta.title}
        description={page.cta.text}
        action={{ href: "/contact?interest=corporate", label: page.cta.button }}
        secondary={{ href: "/start-learning", label: page.cta.secondary }}
      />
    </>
  );
}

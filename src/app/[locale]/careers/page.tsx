import { Mail } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ContactBlock } from "@/components/sections/company/contact-block";
import { PageHero } from "@/components/sections/page-hero";
import { WhyChooseGrid } from "@/components/sections/training/why-choose";
import { buttonClass } from "@/components/ui/button-link";
import { Section } from "@/components/ui/section";
import { getSite } from "@/content/site";
import { getCareersPage } from "@/content/careers-page";
import { pageMetadata } from "@/i18n/metadata";
import { PageLd } from "@/components/seo/page-ld";
import { asLocale } from "@/i18n/locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/careers">): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const { meta } = await getCareersPage(locale);
  return pageMetadata("/careers", locale, meta);
}

const areaKey = { it: "areaIt", english: "areaEnglish", business: "areaBusiness", staff: "areaStaff" } as const;

export default async function CareersPage({ params }: PageProps<"/[locale]/careers">) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "CompanyPages" });
  const [site, page] = await Promise.all([getSite(locale), getCareersPage(locale)]);

  return (
    <>
      <PageLd locale={locale} page={{ name: page.hero.title, route: "/careers" }} />
      <PageHero badge={page.hero.badge} title={page.hero.title} description={page.hero.intro} />
      <Section id="openings" title={page.openings.title}>
        <ul className="grid gap-6 md:grid-cols-2">
          {page.openings.jobs.map((job) => (
            <li key={job.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex flex-wrap gap-2 text-xs font-semibold">
                <span className="rounded-full bg-primary-50 px-2.5 py-1 text-primary-800">{t(areaKey[job.area])}</span>
                <span className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">{job.type}</span>
              </div>
              <h3 className="mt-3 text-lg font-bold text-primary-900">{job.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{job.summary}</p>
              <p className="mt-4 text-sm font-semibold text-slate-800">{t("requirements")}</p>
              <ul className="mt-2 flex-1 list-disc space-y-1 ps-5 text-sm text-slate-700">
                {job.requirements.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <a
                href={`mailto:${site.email}?${new URLSearchParams({
                  subject: t("applySubject", { title: job.title }),
                })
                  .toString()
                  .replaceAll("+", "%20")}`}
                className={buttonClass("secondary", "mt-6 self-start")}
              >
                <Mail aria-hidden="true" className="size-4" />
                {t("applyFor")}
                <span className="sr-only">: {job.title}</span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="why-join" tone="muted" title={page.whyJoin.title}>
        <WhyChooseGrid
          items={page.whyJoin.cards.map((item) => ({ icon: item.icon, title: item.title, text: item.description }))}
        />
      </Section>
      <Section id="apply" title={page.apply.title}>
        <div className="mx-auto grid max-w-5xl gap-8 lg:grid-cols-2">
          <ol className="space-y-4">
            {page.apply.steps.map((step, index) => (
              <li key={step} className="flex gap-4">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-700 font-bold text-white tabular-nums">
                  {index + 1}
                </span>
                <p className="pt-1.5 text-slate-700">{step}</p>
              </li>
            ))}
          </ol>
          <ContactBlock locale={locale} />
        </div>
      </Section>
    </>
  );
}

import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageHero } from "@/components/ui/page-hero";
import { PageLd } from "@/components/seo/page-ld";
import { getLegalPage, type LegalPageSlug } from "@/content/legal-pages";
import type { Locale } from "@/i18n/locales";
import { ContactBlock } from "@/components/ui/contact-block";

function formatDate(iso: string, locale: Locale) {
  return new Intl.DateTimeFormat(locale === "ar" ? "ar-EG" : "en-GB", {
    dateStyle: "long",
    numberingSystem: "latn",
    timeZone: "UTC",
  }).format(new Date(`${iso}T00:00:00Z`));
}

/** A legal text page (privacy, terms, cookies): sections with a table of contents and the contact details. */
export async function DocumentPageView({ page, locale }: { page: LegalPageSlug; locale: Locale }) {
  const [t, doc] = await Promise.all([
    getTranslations({ locale, namespace: "CompanyPages" }),
    getLegalPage(page, locale),
  ]);
  if (!doc) notFound();
  return (
    <>
      <PageLd locale={locale} page={{ name: doc.title, route: `/${page}` }} />
      <PageHero title={doc.title} description={doc.intro}>
        <p className="mt-4 text-sm text-primary-200">
          <time dateTime={doc.updated}>{t("lastUpdated", { date: formatDate(doc.updated, locale) })}</time>
        </p>
      </PageHero>
      <div className="container-page grid gap-10 py-14 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-labelledby="toc-title" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="toc-title" className="text-sm font-semibold text-slate-600">
            {t("contents")}
          </h2>
          <ol className="mt-3 space-y-1 border-s-2 border-slate-200 ps-4 text-sm">
            {doc.sections.map((section) => (
              <li key={section.anchor}>
                <a href={`#${section.anchor}`} className="inline-block py-1 text-primary-800 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-10">
          {doc.sections.map((section) => (
            <section
              key={section.anchor}
              id={section.anchor}
              aria-labelledby={`${section.anchor}-title`}
              className="scroll-mt-24"
            >
              <h2 id={`${section.anchor}-title`} className="text-xl font-bold text-primary-900 sm:text-2xl">
                {section.heading}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {section.bullets.length ? (
                  <ul className="list-disc space-y-1.5 ps-6">
                    {section.bullets.map((bullet) => (
                      <li key={bullet}>{bullet}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </section>
          ))}
          <ContactBlock locale={locale} />
        </div>
      </div>
    </>
  );
}

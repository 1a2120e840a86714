import { Clock, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { ContactForm } from "@/components/contact-form/contact-form";
import { CentreLocation } from "@/components/media/centre-location";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { buttonClass } from "@/components/ui/button-link";
import { getContactPage } from "@/content/contact-page";
import { getSite } from "@/content/site";
import { formNamespaces, pick } from "@/i18n/client-messages";
import { pageMetadata } from "@/i18n/metadata";
import { PageLd } from "@/components/seo/page-ld";
import { asLocale } from "@/i18n/locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/contact">): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  return pageMetadata("/contact", locale, (await getContactPage(locale)).meta);
}

export default async function ContactPage({ params }: PageProps<"/[locale]/contact">) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const { hero, cards, form, hours, getInTouch, location, cta } = await getContactPage(locale);
  const common = await getTranslations({ locale, namespace: "Common" });
  const site = await getSite(locale);
  const website = site.website;
  const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;

  const cardLinks = [
    {
      icon: Phone,
      title: cards.phoneTitle,
      value: <bdi dir="ltr">{site.phone.display}</bdi>,
      href: site.telHref,
      external: false,
    },
    {
      icon: Mail,
      title: cards.emailTitle,
      value: <bdi dir="ltr">{site.email}</bdi>,
      href: site.mailtoHref,
      external: false,
    },
    {
      icon: MessageCircle,
      title: cards.whatsappTitle,
      value: cards.whatsappText,
      href: site.whatsappHref,
      external: true,
    },
    { icon: MapPin, title: cards.visitTitle, value: cards.visitText, href: site.map.link, external: true },
  ];

  return (
    <>
      <PageLd locale={locale} page={{ name: hero.title, route: "/contact" }} organization />
      <PageHero badge={hero.badge} title={hero.title} description={hero.description} />

      <section aria-label={cards.label} className="relative z-10 -mt-10">
        <ul className="container-page grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {cardLinks.map(({ icon: CardIcon, title, value, href, external }) => (
            <li key={title}>
              <a
                href={href}
                {...(external ? newTab : {})}
                className="flex h-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-md transition-shadow hover:shadow-lg"
              >
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
                  <CardIcon aria-hidden="true" className="size-6" />
                </span>
                <span>
                  <span className="block font-bold text-primary-900">{title}</span>
                  <span className="block text-sm text-slate-600">{value}</span>
                  {external ? <span className="sr-only">{common("newTab")}</span> : null}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <div className="container-page grid gap-8 py-14 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section
          aria-labelledby="form-title"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="form-title" className="text-2xl font-bold text-primary-900">
            {form.title}
          </h2>
          <p className="mt-2 mb-6 text-slate-600">{form.description}</p>
          <NextIntlClientProvider messages={pick(await getMessages(), ["ContactForm", ...formNamespaces])}>
            <ContactForm />
          </NextIntlClientProvider>
        </section>

        <div className="space-y-6">
          <section aria-labelledby="hours-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 id="hours-title" className="flex items-center gap-2 text-lg font-bold text-primary-900">
              <Clock aria-hidden="true" className="size-5 text-primary-700" />
              {hours.title}
            </h2>
            <dl className="mt-4 space-y-3 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-slate-700">{hours.openDays}</dt>
                <dd className="font-semibold text-slate-900">{hours.openTimes}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-slate-700">{hours.closedDays}</dt>
                <dd className="font-semibold text-red-700">{hours.closed}</dd>
              </div>
            </dl>
          </section>

          <section aria-labelledby="touch-title" className="rounded-2xl bg-primary-900 p-6 text-white shadow-sm">
            <h2 id="touch-title" className="text-lg font-bold">
              {getInTouch.title}
            </h2>
            <dl className="mt-4 space-y-3 text-sm">
              <div>
                <dt className="text-primary-200">{getInTouch.phoneLabel}</dt>
                <dd>
                  <a href={site.telHref} className="font-semibold hover:underline">
                    <bdi dir="ltr">{site.phone.display}</bdi>
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-primary-200">{getInTouch.emailLabel}</dt>
                <dd>
                  <a href={site.mailtoHref} className="font-semibold hover:underline">
                    <bdi dir="ltr">{site.email}</bdi>
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-primary-200">{getInTouch.websiteLabel}</dt>
                <dd className="font-semibold">
                  <bdi dir="ltr">{website}</bdi>
                </dd>
              </div>
            </dl>
            <div className="mt-6 flex flex-col gap-3">
              <a href={site.telHref} className={buttonClass("accent")}>
                <Phone aria-hidden="true" className="size-4" />
                {getInTouch.callButton}
              </a>
              <a href={site.whatsappHref} {...newTab} className={buttonClass("inverse")}>
                <MessageCircle aria-hidden="true" className="size-4" />
                {getInTouch.whatsappButton}
                <span className="sr-only">{common("newTab")}</span>
              </a>
            </div>
          </section>
        </div>
      </div>

      <CentreLocation
        locale={locale}
        id="location"
        title={location.title}
        text={location.text}
        className="scroll-mt-20 bg-slate-50"
      />

      <CtaBand
        title={cta.title}
        description={cta.description}
        action={{ href: "/start-learning", label: cta.primaryButton }}
        secondary={{ href: "/training/it", label: cta.secondaryButton }}
      />
    </>
  );
}

import { Clock, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { ContactForm } from "@/components/contact-form/contact-form";
import { buttonClass } from "@/components/ui/button-link";
import { contactCardsView, contactDeskView } from "@/content/contact-page";
import { getSite } from "@/content/site";
import { formNamespaces, pick } from "@/i18n/client-messages";
import type { Locale } from "@/i18n/locales";
import type { ContactCardsBlock, ContactDeskBlock } from "@/payload-types";

/**
 * The contact page's sections, one block each (src/cms/section-blocks.ts), usable on any page. Their numbers,
 * addresses and hours are the business details.
 */
const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;

/** Four cards (phone, e-mail, WhatsApp, visit) that overlap the hero above them. */
export async function ContactCards({ block, locale, id }: { block: ContactCardsBlock; locale: Locale; id: string }) {
  const common = await getTranslations({ locale, namespace: "Common" });
  const site = await getSite(locale);
  const cards = contactCardsView(block);
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
    <section id={id} aria-label={cards.label} className="relative z-10 -mt-10">
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
  );
}

/** The contact form (its messages reach the lead desk) beside the office hours and the ways to call or write. */
export async function ContactDesk({
  block,
  locale,
  id,
  tone,
}: {
  block: ContactDeskBlock;
  locale: Locale;
  id: string;
  tone: "white" | "muted";
}) {
  const common = await getTranslations({ locale, namespace: "Common" });
  const site = await getSite(locale);
  const { form, hours, getInTouch } = contactDeskView(block, locale, site);
  return (
    <div id={id} className={tone === "muted" ? "bg-slate-50" : undefined}>
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
                  <bdi dir="ltr">{site.website}</bdi>
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
    </div>
  );
}

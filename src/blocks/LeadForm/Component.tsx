import { Clock, MessageCircle, Phone } from "lucide-react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { ContactForm } from "@/components/contact-form/contact-form";
import { CorporateRequestForm } from "@/components/corporate/corporate-request-form";
import { buttonClass } from "@/components/ui/button-link";
import { fillPlaceholders } from "@/content/page-parts";
import { getSite } from "@/content/site";
import { formatClockTime } from "@/i18n/clock";
import { formNamespaces, pick } from "@/i18n/client-messages";
import type { LeadFormBlock } from "@/payload-types";
import { FormSection, type BlockProps } from "../ui";

const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;

async function ContactFormWithMessages() {
  return (
    <NextIntlClientProvider messages={pick(await getMessages(), ["ContactForm", ...formNamespaces])}>
      <ContactForm />
    </NextIntlClientProvider>
  );
}

/** The contact form beside the office hours and the ways to call or write (the business details'). */
async function ContactDesk({ block, locale, id, tone }: BlockProps<LeadFormBlock>) {
  const [common, site] = await Promise.all([getTranslations({ locale, namespace: "Common" }), getSite(locale)]);
  const { hours, contactBox: box } = block;
  const { opens, closes } = site.officeHours;
  return (
    <div id={id} className={tone === "muted" ? "bg-slate-50" : undefined}>
      <div className="container-page grid gap-8 py-14 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section
          aria-labelledby={`${id}-title`}
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id={`${id}-title`} className="text-2xl font-bold text-primary-900">
            {block.title}
          </h2>
          {block.description ? <p className="mt-2 mb-6 text-slate-600">{block.description}</p> : null}
          <ContactFormWithMessages />
        </section>

        <div className="space-y-6">
          {hours?.title ? (
            <section
              aria-labelledby={`${id}-hours`}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h2 id={`${id}-hours`} className="flex items-center gap-2 text-lg font-bold text-primary-900">
                <Clock aria-hidden="true" className="size-5 text-primary-700" />
                {hours.title}
              </h2>
              <dl className="mt-4 space-y-3 text-sm">
                <div className="flex justify-between gap-4">
                  <dt className="text-slate-700">{hours.openDays}</dt>
                  <dd className="font-semibold text-slate-900">
                    {fillPlaceholders(hours.openTimes ?? "", {
                      opens: formatClockTime(locale, opens),
                      closes: formatClockTime(locale, closes),
                    })}
                  </dd>
                </div>
                <div className="flex justify-between gap-4">
                  <dt className="text-slate-700">{hours.closedDays}</dt>
                  <dd className="font-semibold text-red-700">{hours.closed}</dd>
                </div>
              </dl>
            </section>
          ) : null}

          {box?.title ? (
            <section aria-labelledby={`${id}-touch`} className="rounded-2xl bg-primary-900 p-6 text-white shadow-sm">
              <h2 id={`${id}-touch`} className="text-lg font-bold">
                {box.title}
              </h2>
              <dl className="mt-4 space-y-3 text-sm">
                <div>
                  <dt className="text-primary-200">{box.phoneLabel}</dt>
                  <dd>
                    <a href={site.telHref} className="font-semibold hover:underline">
                      <bdi dir="ltr">{site.phone.display}</bdi>
                    </a>
                  </dd>
                </div>
                <div>
                  <dt className="text-primary-200">{box.emailLabel}</dt>
                  <dd>
                    <a href={site.mailtoHref} className="font-semibold hover:underline">
                      <bdi dir="ltr">{site.email}</bdi>
                    </a>
                  </dd>
                </div>
                <div>
                  <dt className="text-primary-200">{box.websiteLabel}</dt>
                  <dd className="font-semibold">
                    <bdi dir="ltr">{site.website}</bdi>
                  </dd>
                </div>
              </dl>
              <div className="mt-6 flex flex-col gap-3">
                {box.callButton ? (
                  <a href={site.telHref} className={buttonClass("accent")}>
                    <Phone aria-hidden="true" className="size-4" />
                    {box.callButton}
                  </a>
                ) : null}
                {box.whatsappButton ? (
                  <a href={site.whatsappHref} {...newTab} className={buttonClass("inverse")}>
                    <MessageCircle aria-hidden="true" className="size-4" />
                    {box.whatsappButton}
                    <span className="sr-only">{common("newTab")}</span>
                  </a>
                ) : null}
              </div>
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/**
 * A form whose answers reach the lead desk with this page as their source (the form sends the page it was sent
 * from: src/components/forms/lead-source.ts): the contact form (with the office hours and the ways to call or
 * write beside it, when their titles are filled), or a company's request for training for its team (stored as a
 * lead of kind `corporate`).
 */
export async function LeadFormComponent(props: BlockProps<LeadFormBlock>) {
  const { block, locale, id, tone } = props;
  if (block.form === "corporate")
    return (
      <FormSection title={block.title} description={block.description} id={id} tone={tone}>
        <CorporateRequestForm locale={locale} formId={`${id}-form`} />
      </FormSection>
    );
  if (block.hours?.title || block.contactBox?.title) return <ContactDesk {...props} />;
  return (
    <FormSection title={block.title} description={block.description} id={id} tone={tone}>
      <ContactFormWithMessages />
    </FormSection>
  );
}

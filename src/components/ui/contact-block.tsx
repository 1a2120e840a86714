import { Mail, MapPin, Phone } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { getSite } from "@/content/site";
import type { Locale } from "@/i18n/locales";
import { Link } from "@/i18n/navigation";

/** The provider's contact details, from the business details in the CMS. */
export async function ContactBlock({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "CompanyPages" });
  const site = await getSite(locale);
  return (
    <section aria-labelledby="contact-block-title" className="rounded-2xl border border-primary-100 bg-primary-50 p-6">
      <h2 id="contact-block-title" className="text-lg font-bold text-primary-900">
        {t("contactTitle")}
      </h2>
      <p className="mt-2 text-slate-700">{t("contactText")}</p>
      <ul className="mt-4 space-y-2 text-slate-800">
        <li className="flex items-center gap-2">
          <Mail aria-hidden="true" className="size-4 text-primary-700" />
          <span className="sr-only">{t("emailLabel")}: </span>
          <a href={site.mailtoHref} className="font-medium text-primary-800 underline">
            <bdi dir="ltr">{site.email}</bdi>
          </a>
        </li>
        <li className="flex items-center gap-2">
          <Phone aria-hidden="true" className="size-4 text-primary-700" />
          <span className="sr-only">{t("phoneLabel")}: </span>
          <a href={site.telHref} className="font-medium text-primary-800 underline">
            <bdi dir="ltr">{site.phone.display}</bdi>
          </a>
        </li>
        <li className="flex items-start gap-2">
          <MapPin aria-hidden="true" className="mt-1 size-4 text-primary-700" />
          <span>
            <span className="sr-only">{t("addressLabel")}: </span>
            {site.address.line}
          </span>
        </li>
      </ul>
      <Link href="/contact" className="mt-4 inline-flex min-h-11 items-center font-semibold text-primary-800 underline">
        {t("contactPage")}
      </Link>
    </section>
  );
}

import { MailCheck } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button-link";
import { pageMetadata } from "@/i18n/metadata";
import { asLocale } from "@/i18n/locale";

// Where the newsletter form posted without JavaScript lands once the address is stored.
export async function generateMetadata({ params }: PageProps<"/[locale]/newsletter/subscribed">): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "Metadata" });
  return pageMetadata("/newsletter/subscribed", locale, {
    title: t("subscribedTitle"),
    description: t("subscribedDescription"),
    index: false,
  });
}

export default async function SubscribedPage({ params }: PageProps<"/[locale]/newsletter/subscribed">) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "Newsletter" });
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <MailCheck aria-hidden="true" className="size-16 text-english-700" />
      <h1 className="mt-6 text-3xl font-bold text-primary-900">{t("subscribedTitle")}</h1>
      <p className="mt-3 max-w-xl text-lg text-slate-700">{t("subscribedText")}</p>
      <ButtonLink href="/" className="mt-8">
        {t("backHome")}
      </ButtonLink>
    </section>
  );
}

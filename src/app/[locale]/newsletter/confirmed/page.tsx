import { MailCheck } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NewsletterNotice } from "@/components/newsletter/newsletter-notice";
import { ButtonLink } from "@/components/ui/button-link";
import { pageMetadata } from "@/i18n/metadata";
import { asLocale } from "@/i18n/locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/newsletter/confirmed">): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "NewsletterPages" });
  return pageMetadata("/newsletter/confirmed", locale, {
    title: t("confirmedTitle"),
    description: t("confirmedText"),
    index: false,
  });
}

/** Where the confirmation page's button lands once the address is a subscriber. */
export default async function ConfirmedPage({ params }: PageProps<"/[locale]/newsletter/confirmed">) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "NewsletterPages" });
  return (
    <NewsletterNotice icon={MailCheck} title={t("confirmedTitle")} text={t("confirmedText")}>
      <ButtonLink href="/" className="mt-8">
        {t("backHome")}
      </ButtonLink>
    </NewsletterNotice>
  );
}

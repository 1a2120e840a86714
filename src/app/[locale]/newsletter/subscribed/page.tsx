import { MailCheck } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NewsletterNotice } from "@/components/newsletter/newsletter-notice";
import { ButtonLink } from "@/components/ui/button-link";
import { pageMetadata } from "@/i18n/metadata";
import { asLocale } from "@/i18n/locale";

// Where the newsletter form posted without JavaScript lands once the sign-up is stored: the address still has to
// confirm it with the link mailed to it.
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
  const t = await getTranslations({ locale, namespace: "NewsletterPages" });
  return (
    <NewsletterNotice icon={MailCheck} title={t("subscribedTitle")} text={t("subscribedText")}>
      <ButtonLink href="/" className="mt-8">
        {t("backHome")}
      </ButtonLink>
    </NewsletterNotice>
  );
}

import { MailOpen, MailWarning, MailX } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NewsletterNotice, TokenForm } from "@/components/newsletter/newsletter-notice";
import { pageMetadata } from "@/i18n/metadata";
import { asLocale } from "@/i18n/locale";
import { linkToken } from "@/lib/link-token";

export async function generateMetadata({ params }: PageProps<"/[locale]/newsletter/confirm">): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "NewsletterPages" });
  return pageMetadata("/newsletter/confirm", locale, {
    title: t("confirmTitle"),
    description: t("confirmText"),
    index: false,
  });
}

/**
 * The link in the confirmation mail opens this page; its button confirms (POST /api/newsletter/confirm), so a mail
 * scanner that opens links confirms nothing. `state` is set when the post found the link expired or unknown.
 */
export default async function ConfirmPage({ params, searchParams }: PageProps<"/[locale]/newsletter/confirm">) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const query = await searchParams;
  const t = await getTranslations({ locale, namespace: "NewsletterPages" });
  const token = linkToken(query.t);
  if (query.state === "expired") {
    return <NewsletterNotice icon={MailWarning} title={t("expiredTitle")} text={t("expiredText")} />;
  }
  if (!token || query.state) {
    return <NewsletterNotice icon={MailX} title={t("unknownTitle")} text={t("unknownText")} />;
  }
  return (
    <NewsletterNotice icon={MailOpen} title={t("confirmTitle")} text={t("confirmText")}>
      <TokenForm
        action="/api/newsletter/confirm"
        token={token}
        locale={locale}
        label={t("confirmButton")}
        testId="newsletter-confirm-form"
      />
    </NewsletterNotice>
  );
}

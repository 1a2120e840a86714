import { BellOff, MailMinus, MailX } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NewsletterNotice, TokenForm } from "@/components/newsletter/newsletter-notice";
import { ButtonLink } from "@/components/ui/button-link";
import { pageMetadata } from "@/i18n/metadata";
import { asLocale } from "@/i18n/locale";
import { linkToken } from "@/lib/link-token";

export async function generateMetadata({
  params,
  searchParams,
}: PageProps<"/[locale]/newsletter/unsubscribe">): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "NewsletterPages" });
  const query = await searchParams;
  // The tab says what the page says: done, a link that does not work, or the question.
  const [title, description] =
    query.state === "done"
      ? [t("unsubscribedTitle"), t("unsubscribedText")]
      : linkToken(query.t)
        ? [t("unsubscribeTitle"), t("unsubscribeText")]
        : [t("unsubscribeUnknownTitle"), t("unsubscribeUnknownText")];
  return pageMetadata("/newsletter/unsubscribe", locale, { title, description, index: false });
}

/**
 * The visible unsubscribe link of every subscriber's mail opens this page; its button unsubscribes (POST
 * /api/newsletter/unsubscribe), without JavaScript. Mail programs use the one-click header instead.
 */
export default async function UnsubscribePage({ params, searchParams }: PageProps<"/[locale]/newsletter/unsubscribe">) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const query = await searchParams;
  const t = await getTranslations({ locale, namespace: "NewsletterPages" });
  if (query.state === "done") {
    return (
      <NewsletterNotice icon={BellOff} title={t("unsubscribedTitle")} text={t("unsubscribedText")}>
        <ButtonLink href="/" className="mt-8">
          {t("backHome")}
        </ButtonLink>
      </NewsletterNotice>
    );
  }
  const token = linkToken(query.t);
  if (!token) {
    return (
      <NewsletterNotice icon={MailX} title={t("unknownTitle")} text={t("unsubscribeUnknownText")}>
        <ButtonLink href="/contact" className="mt-8">
          {t("contactUs")}
        </ButtonLink>
      </NewsletterNotice>
    );
  }
  return (
    <NewsletterNotice icon={MailMinus} title={t("unsubscribeTitle")} text={t("unsubscribeText")}>
      <TokenForm
        action="/api/newsletter/unsubscribe"
        token={token}
        locale={locale}
        label={t("unsubscribeButton")}
        testId="newsletter-unsubscribe-form"
      />
    </NewsletterNotice>
  );
}

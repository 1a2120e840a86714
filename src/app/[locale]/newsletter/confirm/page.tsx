import { MailOpen, MailWarning, MailX } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NewsletterNotice, TokenForm } from "@/components/newsletter/newsletter-notice";
import { pageMetadata } from "@/i18n/metadata";
import { asLocale } from "@/i18n/locale";
import { linkToken } from "@/lib/link-token";

type Query = Awaited<PageProps<"/[locale]/newsletter/confirm">["searchParams"]>;

/** What the page shows for its address: the button that confirms, or why the link does not work. */
function stateOf(query: Query): "confirm" | "expired" | "unknown" {
  if (query.state === "expired") return "expired";
  return !linkToken(query.t) || query.state ? "unknown" : "confirm";
}

export async function generateMetadata({
  params,
  searchParams,
}: PageProps<"/[locale]/newsletter/confirm">): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "NewsletterPages" });
  // The tab says what the page says (a link that does not work is not "Confirm your subscription").
  const state = stateOf(await searchParams);
  return pageMetadata("/newsletter/confirm", locale, {
    title: t(`${state}Title`),
    description: t(`${state}Text`),
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
  const state = stateOf(query);
  if (state === "expired") {
    return <NewsletterNotice icon={MailWarning} title={t("expiredTitle")} text={t("expiredText")} />;
  }
  if (state === "unknown" || !token) {
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

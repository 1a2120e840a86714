import { CheckCircle2 } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button-link";
import { pageMetadata } from "@/i18n/metadata";
import { asLocale } from "@/i18n/locale";

// Where a contact form posted without JavaScript lands once the message is stored.
export async function generateMetadata({ params }: PageProps<"/[locale]/contact/sent">): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "Metadata" });
  return pageMetadata("/contact/sent", locale, {
    title: t("sentTitle"),
    description: t("sentDescription"),
    index: false,
  });
}

export default async function ContactSentPage({ params }: PageProps<"/[locale]/contact/sent">) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "ContactForm" });
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <CheckCircle2 aria-hidden="true" className="size-16 text-english-700" />
      <h1 className="mt-6 text-3xl font-bold text-primary-900">{t("sentTitle")}</h1>
      <p className="mt-3 max-w-xl text-lg text-slate-700">{t("sentText")}</p>
      <ButtonLink href="/contact" className="mt-8">
        {t("sendAnother")}
      </ButtonLink>
    </section>
  );
}

import { CheckCircle2 } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button-link";
import { pageMetadata } from "@/i18n/metadata";
import { asLocale } from "@/i18n/locale";

// Where the corporate training request lands once it is stored.
export async function generateMetadata({ params }: PageProps<"/[locale]/corporate/sent">): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "CorporateRequest" });
  return pageMetadata("/corporate/sent", locale, {
    title: t("sentTitle"),
    description: t("sentText"),
    index: false,
  });
}

export default async function CorporateSentPage({ params }: PageProps<"/[locale]/corporate/sent">) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "CorporateRequest" });
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <CheckCircle2 aria-hidden="true" className="size-16 text-english-700" />
      <h1 className="mt-6 text-3xl font-bold text-primary-900">{t("sentTitle")}</h1>
      <p className="mt-3 max-w-xl text-lg text-slate-700">{t("sentText")}</p>
      <ButtonLink href="/corporate" className="mt-8">
        {t("sentBack")}
      </ButtonLink>
    </section>
  );
}

import { CheckCircle2 } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button-link";
import { pageMetadata } from "@/i18n/metadata";
import { asLocale } from "@/i18n/locale";

// Where the level test's "call me" form lands once the request is stored.
export async function generateMetadata({ params }: PageProps<"/[locale]/english-test/sent">): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "LevelTest" });
  return pageMetadata("/english-test/sent", locale, {
    title: t("sentTitle"),
    description: t("sentText"),
    index: false,
  });
}

export default async function LevelTestSentPage({ params }: PageProps<"/[locale]/english-test/sent">) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "LevelTest" });
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <CheckCircle2 aria-hidden="true" className="size-16 text-english-700" />
      <h1 className="mt-6 text-3xl font-bold text-primary-900">{t("sentTitle")}</h1>
      <p className="mt-3 max-w-xl text-lg text-slate-700">{t("sentText")}</p>
      <ButtonLink href="/training/english" className="mt-8">
        {t("sentBack")}
      </ButtonLink>
    </section>
  );
}

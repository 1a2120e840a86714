import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { PlanBuilder } from "@/components/plan-builder/plan-builder";
import { PageHero } from "@/components/ui/page-hero";
import { getPlanCatalog, planAliases } from "@/content/plan-catalog";
import { formNamespaces, pick } from "@/i18n/client-messages";
import { pageMetadata } from "@/i18n/metadata";
import { PageLd } from "@/components/seo/page-ld";
import { asLocale } from "@/i18n/locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/start-learning">): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "Metadata" });
  return pageMetadata("/start-learning", locale, { title: t("startTitle"), description: t("startDescription") });
}

export default async function StartLearningPage({ params }: PageProps<"/[locale]/start-learning">) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "PlanBuilder" });
  return (
    <>
      <PageLd locale={locale} page={{ name: t("title"), route: "/start-learning" }} />
      <PageHero badge={t("badge")} title={t("title")} description={t("description")} />
      <div className="container-page py-12">
        <NextIntlClientProvider messages={pick(await getMessages(), ["PlanBuilder", ...formNamespaces])}>
          <PlanBuilder categories={await getPlanCatalog(locale)} aliases={await planAliases()} />
        </NextIntlClientProvider>
      </div>
    </>
  );
}

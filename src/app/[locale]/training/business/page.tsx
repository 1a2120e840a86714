import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { RenderBlocks } from "@/blocks/RenderBlocks";
import { PageLd } from "@/components/seo/page-ld";
import { getBusinessTraining } from "@/content/catalog";
import { getBusinessTrainingPage } from "@/content/training-pages";
import { asLocale } from "@/i18n/locale";
import { pageMetadata } from "@/i18n/metadata";

// Rendered again at least hourly: an intake shown as "next intake" leaves once its first day is over.
export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<"/[locale]/training/business">): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  return pageMetadata("/training/business", locale, (await getBusinessTrainingPage(locale)).meta);
}

/** The business training page: the page `business-training` of the collection `pages`, block by block. */
export default async function BusinessTrainingPage({ params }: PageProps<"/[locale]/training/business">) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const { page, hero } = await getBusinessTrainingPage(locale);
  if (!page) notFound();
  const courses = await getBusinessTraining(locale);
  return (
    <>
      <PageLd
        locale={locale}
        page={{ name: hero.title, route: "/training/business" }}
        courses={courses.map((c) => ({ name: c.title, description: c.description, route: `/paths/${c.pathSlug}` }))}
      />
      <RenderBlocks blocks={page.layout ?? []} locale={locale} />
    </>
  );
}

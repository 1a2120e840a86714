import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { RenderBlocks } from "@/blocks/RenderBlocks";
import { PageLd } from "@/components/seo/page-ld";
import { getEnglishTraining } from "@/content/catalog";
import { getEnglishTrainingPage } from "@/content/training-pages";
import { asLocale } from "@/i18n/locale";
import { pageMetadata } from "@/i18n/metadata";

// Rendered again at least hourly: an intake shown as "next intake" leaves once its first day is over.
export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<"/[locale]/training/english">): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  return pageMetadata("/training/english", locale, (await getEnglishTrainingPage(locale)).meta);
}

/** The English training page: the page `english-training` of the collection `pages`, block by block. */
export default async function EnglishTrainingPage({ params }: PageProps<"/[locale]/training/english">) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const { page, hero } = await getEnglishTrainingPage(locale);
  if (!page) notFound();
  const { general, conversation, exams } = await getEnglishTraining(locale);
  return (
    <>
      <PageLd
        locale={locale}
        page={{ name: hero.title, route: "/training/english" }}
        courses={[...general, ...conversation, ...exams].map((c) => ({
          name: c.title,
          description: c.description,
          route: c.pathSlug ? `/paths/${c.pathSlug}` : undefined,
        }))}
      />
      <RenderBlocks blocks={page.layout ?? []} locale={locale} />
    </>
  );
}

import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { RenderBlocks } from "@/blocks/RenderBlocks";
import { PageLd } from "@/components/seo/page-ld";
import { getItTraining } from "@/content/catalog";
import { getItTrainingPage } from "@/content/training-pages";
import { asLocale } from "@/i18n/locale";
import { pageMetadata } from "@/i18n/metadata";

// Rendered again at least hourly: an intake shown as "next intake" leaves once its first day is over.
export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<"/[locale]/training/it">): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  return pageMetadata("/training/it", locale, (await getItTrainingPage(locale)).meta);
}

/** The IT training page: the page `it-training` of the collection `pages`, its blocks in the editor's order. */
export default async function ItTrainingPage({ params }: PageProps<"/[locale]/training/it">) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const { page, hero } = await getItTrainingPage(locale);
  if (!page) notFound();
  const { programmes, endUserCourses } = await getItTraining(locale);
  return (
    <>
      <PageLd
        locale={locale}
        page={{ name: hero.title, route: "/training/it" }}
        courses={[...programmes, ...endUserCourses].map((c) => ({
          name: c.title,
          description: c.description,
          route: "pathSlug" in c && c.pathSlug ? `/paths/${c.pathSlug}` : undefined,
        }))}
      />
      <RenderBlocks blocks={page.layout ?? []} locale={locale} />
    </>
  );
}

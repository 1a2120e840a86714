import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { RenderBlocks, type LayoutBlock } from "@/blocks/RenderBlocks";
import { RenderHero } from "@/heros/RenderHero";
import { JsonLd } from "@/components/seo/json-ld";
import { PageLd } from "@/components/seo/page-ld";
import { organizationLd } from "@/components/seo/structured-data";
import { getCourses, type CourseView } from "@/content/catalog";
import { imageView } from "@/content/cms";
import { fillPlaceholders } from "@/content/page-parts";
import { getPage, getPageSlugs } from "@/content/pages";
import { redirectOrNotFound } from "@/content/redirects";
import { getSite, siteUrl } from "@/content/site";
import { isSpecPage, pagePath, pageSlugAt } from "@/content/site-routes";
import { asLocale } from "@/i18n/locale";
import type { Locale } from "@/i18n/locales";
import { notFoundMetadata, pageMetadata } from "@/i18n/metadata";
import type { Page } from "@/payload-types";

// Rendered again at least hourly (an intakes list drops an intake once its day has come, a course card its "next
// intake") and whenever a page, or anything its blocks show, is published (src/content/read.ts tags each read).
export const revalidate = 3600;

type Props = PageProps<"/[locale]/[[...slug]]">;

/** The pages published at build time are rendered then; a page published later is rendered on its first visit. */
export async function generateStaticParams() {
  return (await getPageSlugs()).map(({ slug }) => ({ slug: pagePath(slug).split("/").filter(Boolean) }));
}

async function pageAt(props: Props) {
  const { locale: raw, slug: segments = [] } = await props.params;
  const locale = asLocale(raw);
  const slug = pageSlugAt(segments);
  const page = slug ? await getPage(slug, locale) : undefined;
  return { locale, segments, page };
}

/** The page's hero (its field group), which holds its main heading. */
function heroOf(page: Page): { title: string; description: string } {
  return { title: page.hero?.title ?? "", description: page.hero?.description ?? "" };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, page } = await pageAt(props);
  if (!page) return notFoundMetadata(locale);
  const hero = heroOf(page);
  const home = page.slug === "home";
  const { brand } = await getSite(locale);
  // Without a title or description of its own: its hero's (search engines and shared links need one).
  const title =
    page.meta?.title || (home ? `${hero.title} | {brand}` : isSpecPage(page.slug) ? hero.title : page.title);
  return pageMetadata(pagePath(page.slug), locale, {
    title: fillPlaceholders(title, { brand }),
    absoluteTitle: home,
    description: page.meta?.description || hero.description || page.title,
    image: imageView(page.meta?.image, locale),
  });
}

/** The courses a page lists, for its structured data (each with its path's page when it has one). */
async function listedCourses(layout: LayoutBlock[], locale: Locale) {
  const lists = layout.flatMap((block): ((course: CourseView) => boolean)[] =>
    block.blockType === "collectionList" && block.source === "courses"
      ? [(course) => (!block.area || course.area === block.area) && (!block.kind || course.type === block.kind)]
      : [],
  );
  if (!lists.length) return undefined;
  const courses = await getCourses(locale);
  return lists.flatMap((listed) =>
    courses.filter(listed).map((c) => ({
      name: c.title,
      description: c.description,
      route: c.pathSlug ? `/paths/${c.pathSlug}` : undefined,
    })),
  );
}

/**
 * Every page of the collection `pages`, in both languages: the home page at /, the specification's other pages
 * at their addresses (/about, /training/it…), a page an editor built at /<slug>; its blocks in the editor's order.
 * Any other address that no page of the site answers ends here too: a redirect's old address leads on (308), the
 * rest is not found.
 */
export default async function BuiltPage(props: Props) {
  const { locale, segments, page } = await pageAt(props);
  setRequestLocale(locale);
  if (!page) return redirectOrNotFound(`/${segments.join("/")}`, locale);
  const layout = page.layout ?? [];
  const route = pagePath(page.slug);
  const structuredData =
    page.slug === "home" ? (
      <JsonLd data={organizationLd(locale, siteUrl(), await getSite(locale))} />
    ) : (
      <PageLd
        locale={locale}
        page={{ name: isSpecPage(page.slug) ? heroOf(page).title : page.title, route }}
        organization={layout.some((block) => block.blockType === "map" && block.display === "ways")}
        courses={await listedCourses(layout, locale)}
      />
    );
  return (
    <>
      {structuredData}
      {/* The hero is the page's first section (#section-1), its blocks come after it (#section-2…). */}
      <RenderHero hero={page.hero} locale={locale} id="section-1" />
      {/* The contact page's map has the anchor the advisor links to (/contact#location) in its seed. */}
      <RenderBlocks blocks={layout} locale={locale} before={1} />
    </>
  );
}

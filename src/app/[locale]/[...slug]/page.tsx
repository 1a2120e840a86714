import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { RenderBlocks } from "@/blocks/RenderBlocks";
import { PageLd } from "@/components/seo/page-ld";
import { imageView } from "@/content/cms";
import { getPage, getPageSlugs } from "@/content/pages";
import { redirectOrNotFound } from "@/content/redirects";
import { isSpecPage } from "@/content/site-routes";
import { asLocale } from "@/i18n/locale";
import { notFoundMetadata, pageMetadata } from "@/i18n/metadata";

// Rendered again at least hourly (an intakes block drops an intake once its day has come) and whenever a page,
// or anything its blocks show, is published (src/content/read.ts tags each read).
export const revalidate = 3600;

/** The pages published at build time are rendered then; a page published later is rendered on its first visit. */
export async function generateStaticParams() {
  return (await getPageSlugs()).filter(({ slug }) => !isSpecPage(slug)).map(({ slug }) => ({ slug: [slug] }));
}

/**
 * A built page's slug: one segment (/open-day); longer addresses are only ever old ones (redirects). The home
 * and about pages are served at / and /about by routes of their own, not here (/home is not a second address).
 */
const single = (segments: string[]) => (segments.length === 1 && !isSpecPage(segments[0]) ? segments[0]! : undefined);

export async function generateMetadata({ params }: PageProps<"/[locale]/[...slug]">): Promise<Metadata> {
  const { locale: raw, slug: segments } = await params;
  const locale = asLocale(raw);
  const slug = single(segments);
  const page = slug ? await getPage(slug, locale) : undefined;
  if (!page) return notFoundMetadata(locale);
  // Without a description of its own: its hero's text (search engines and shared links need one), else its title.
  const hero = page.layout?.[0];
  const heroText = hero && "description" in hero && typeof hero.description === "string" ? hero.description : "";
  return pageMetadata(`/${slug}`, locale, {
    title: page.meta?.title || page.title,
    description: page.meta?.description || heroText || page.title,
    image: imageView(page.meta?.image, locale),
  });
}

/**
 * A page an editor built from blocks (the collection `pages`): /<slug> and /ar/<slug>. Any other address that no
 * page of the site answers ends here too: a redirect's old address leads on (308), the rest is not found.
 */
export default async function BuiltPage({ params }: PageProps<"/[locale]/[...slug]">) {
  const { locale: raw, slug: segments } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  const slug = single(segments);
  const page = slug ? await getPage(slug, locale) : undefined;
  if (!slug || !page) return redirectOrNotFound(`/${segments.join("/")}`, locale);
  return (
    <>
      <PageLd locale={locale} page={{ name: page.title, route: `/${slug}` }} />
      <RenderBlocks blocks={page.layout ?? []} locale={locale} />
    </>
  );
}

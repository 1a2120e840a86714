import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { getSite, siteUrl } from "@/content/site";
import { JsonLd } from "./json-ld";
import { breadcrumbLd, courseListLd, organizationLd } from "./structured-data";

type Props = {
  locale: Locale;
  /** This page: its name and route. */
  page: { name: string; route: string };
  /** A level between Home and this page (a path's training page). */
  parent?: { name: string; route: string };
  organization?: boolean;
  courses?: { name: string; description: string; route?: string }[];
};

/** The structured data of an inner page: breadcrumbs, and the organization or a course list where they apply. */
export async function PageLd({ locale, page, parent, organization, courses }: Props) {
  const t = await getTranslations({ locale, namespace: "Nav" });
  const base = siteUrl();
  const site = await getSite(locale);
  const data = [
    breadcrumbLd(locale, base, [{ name: t("home"), route: "/" }, ...(parent ? [parent] : []), page]),
    ...(organization ? [organizationLd(locale, base, site)] : []),
    ...(courses?.length ? [courseListLd(locale, base, courses, site.brand)] : []),
  ];
  return <JsonLd data={data} />;
}

import { siteConfig } from "@/config/site";
import { localizedPath } from "@/config/routes-paths";
import type { Locale } from "@/i18n/locales";

type Json = Record<string, unknown>;
const abs = (base: string, path: string) => (path === "/" ? base : `${base}${path}`);
const days = {
  Su: "Sunday",
  Mo: "Monday",
  Tu: "Tuesday",
  We: "Wednesday",
  Th: "Thursday",
  Fr: "Friday",
  Sa: "Saturday",
} as const;

/** The provider as schema.org EducationalOrganization + LocalBusiness, in the page's language. */
export function organizationLd(locale: Locale, base: string): Json {
  const { address, officeHours } = siteConfig;
  return {
    "@context": "https://schema.org",
    "@type": ["EducationalOrganization", "LocalBusiness"],
    "@id": `${base}/#organization`,
    name: siteConfig.brand[locale],
    url: abs(base, localizedPath("/", locale)),
    logo: `${base}${siteConfig.logo.src}`,
    image: `${base}${siteConfig.logo.src}`,
    telephone: siteConfig.phone.e164,
    email: siteConfig.email,
    foundingDate: String(siteConfig.foundedYear),
    inLanguage: locale,
    address: {
      "@type": "PostalAddress",
      streetAddress: `${address.street[locale]}, ${address.district[locale]}`,
      addressLocality: address.city[locale],
      addressCountry: address.countryCode,
    },
    geo: { "@type": "GeoCoordinates", latitude: address.geo.latitude, longitude: address.geo.longitude },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: officeHours.days.map((d) => days[d]),
        opens: officeHours.opens,
        closes: officeHours.closes,
      },
    ],
    sameAs: Object.values(siteConfig.social),
  };
}

/** Home > … > this page. */
export function breadcrumbLd(locale: Locale, base: string, trail: { name: string; route: string }[]): Json {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: abs(base, localizedPath(crumb.route, locale)),
    })),
  };
}

/** Courses of a training page or a learning path, as an ItemList of schema.org Course. */
export function courseListLd(
  locale: Locale,
  base: string,
  courses: { name: string; description: string; route?: string }[],
): Json {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: courses.map((course, i) => ({
      "@type": "ListItem",
      position: i + 1,
      item: {
        "@type": "Course",
        name: course.name,
        description: course.description,
        inLanguage: locale,
        ...(course.route ? { url: abs(base, localizedPath(course.route, locale)) } : {}),
        provider: { "@type": "Organization", name: siteConfig.brand[locale], sameAs: base },
      },
    })),
  };
}

import type { SiteView } from "@/content/site";
import type { IntakeView } from "@/content/intakes";
import type { PostView } from "@/content/posts";
import { localizedPath } from "@/lib/localized-path";
import type { Locale } from "@/i18n/locales";
import { weekDays } from "@/config/days";

type Json = Record<string, unknown>;
const abs = (base: string, path: string) => (path === "/" ? base : `${base}${path}`);

/** The centre's address as schema.org PostalAddress, with the comma of the language. */
function postalAddress(locale: Locale, site: SiteView): Json {
  const { address } = site;
  return {
    "@type": "PostalAddress",
    streetAddress: `${address.street}${locale === "ar" ? "، " : ", "}${address.district}`,
    addressLocality: address.city,
    addressCountry: "EG",
  };
}

/** The provider as schema.org EducationalOrganization + LocalBusiness, in the page's language. */
export function organizationLd(locale: Locale, base: string, site: SiteView): Json {
  const { address, officeHours } = site;
  return {
    "@context": "https://schema.org",
    "@type": ["EducationalOrganization", "LocalBusiness"],
    "@id": `${base}/#organization`,
    name: site.brand,
    url: abs(base, localizedPath("/", locale)),
    logo: `${base}/logo.svg`,
    image: `${base}/logo.svg`,
    telephone: site.phone.e164,
    email: site.email,
    foundingDate: String(site.foundedYear),
    inLanguage: locale,
    address: postalAddress(locale, site),
    geo: { "@type": "GeoCoordinates", latitude: address.latitude, longitude: address.longitude },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: officeHours.days.map((d) => weekDays[d].en),
        opens: officeHours.opens,
        closes: officeHours.closes,
      },
    ],
    sameAs: Object.values(site.social).filter(Boolean),
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
  brand: string,
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
        provider: { "@type": "Organization", name: brand, sameAs: base },
      },
    })),
  };
}

const courseMode = { centre: "onsite", online: "online", "on-site": "onsite" } as const;

/**
 * The dated intakes of the schedule: each a schema.org Course with its CourseInstance (start date, mode,
 * place, language of instruction) and, when the intake has one, its price in EGP.
 */
export function intakeListLd(locale: Locale, base: string, intakes: IntakeView[], site: SiteView): Json {
  const provider = { "@type": "Organization", name: site.brand, sameAs: base };
  const centre = {
    "@type": "Place",
    name: site.brand,
    address: postalAddress(locale, site),
  };
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: intakes.map((intake, i) => ({
      "@type": "ListItem",
      position: i + 1,
      item: {
        "@type": "Course",
        name: intake.of.title,
        description: intake.of.description,
        url: abs(base, localizedPath(intake.of.route, locale)),
        provider,
        hasCourseInstance: {
          "@type": "CourseInstance",
          courseMode: courseMode[intake.format],
          startDate: intake.day,
          inLanguage: intake.language === "ar-en" ? ["ar", "en"] : intake.language,
          ...(intake.schedule ? { courseSchedule: { "@type": "Schedule", description: intake.schedule } } : {}),
          // At the client's site the place is the client's: none is named.
          ...(intake.format === "on-site"
            ? {}
            : {
                location:
                  intake.format === "online"
                    ? { "@type": "VirtualLocation", url: abs(base, localizedPath("/schedule", locale)) }
                    : centre,
              }),
          ...(intake.seatsTotal !== undefined ? { maximumAttendeeCapacity: intake.seatsTotal } : {}),
        },
        ...(intake.price
          ? {
              offers: {
                ...(intake.price.to
                  ? { "@type": "AggregateOffer", lowPrice: intake.price.from, highPrice: intake.price.to }
                  : { "@type": "Offer", price: intake.price.from }),
                category: "Paid",
                priceCurrency: "EGP",
                url: abs(base, localizedPath("/schedule", locale)),
              },
            }
          : {}),
      },
    })),
  };
}

/** A news post as schema.org Article (BlogPosting), in its language, published by the centre. */
export function articleLd(locale: Locale, base: string, post: PostView, site: SiteView): Json {
  const url = abs(base, localizedPath(`/blog/${post.slug}`, locale));
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    ...(post.excerpt ? { description: post.excerpt } : {}),
    url,
    mainEntityOfPage: url,
    inLanguage: locale,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    ...(post.cover ? { image: `${base}${post.cover.src}` } : {}),
    ...(post.author ? { author: { "@type": "Person", name: post.author } } : {}),
    ...(post.tags.length ? { keywords: post.tags.join(", ") } : {}),
    publisher: { "@type": "Organization", name: site.brand, logo: { "@type": "ImageObject", url: `${base}/logo.svg` } },
  };
}

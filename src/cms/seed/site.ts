/**
 * The business details the CMS is first filled with (the global "site-settings"); from then on they are
 * edited in the admin (Business details).
 *
 * EXAMPLE VALUES: entries marked `EXAMPLE` are placeholders for the provider to replace (the spec leaves
 * them open); the admin's launch checklist lists every one still on the site.
 */
import type { L10n } from "@/content/schema";

export const siteConfig = {
  /** EXAMPLE: the brand name, shown in the header, footer, titles and e-mails. */
  brand: { en: "Alexandria Training Center", ar: "مركز الإسكندرية للتدريب" } satisfies L10n,
  /** EXAMPLE: the parent training group named in the hero's parent-company line. */
  parentCompany: { en: "Integrated Training Group", ar: "مجموعة التدريب المتكاملة" } satisfies L10n,
  /** Logo file under public/; the footer falls back to the brand name if it fails to load. */
  logo: { src: "/logo.svg", width: 40, height: 40 },
  foundedYear: 1996,

  /** EXAMPLE: phone in Egyptian format, as displayed, and as dialled (E.164). */
  phone: { display: "+20 3 544 0143", e164: "+2035440143" },
  /** EXAMPLE: WhatsApp number (E.164 without "+"), used for wa.me chat links. */
  whatsapp: { display: "+20 100 555 0143", number: "201005550143" },
  /** EXAMPLE: the provider's information mailbox. */
  email: "info@example.com",

  address: {
    street: { en: "Villa 431 El Horreya Road", ar: "فيلا 431 طريق الحرية" },
    district: { en: "Roushdy", ar: "رشدي" },
    city: { en: "Alexandria", ar: "الإسكندرية" },
    country: { en: "Egypt", ar: "مصر" },
    countryCode: "EG",
    /** Approximate position of Roushdy, for the map and structured data. */
    geo: { latitude: 31.2283, longitude: 29.9606 },
  },
  map: {
    link: "https://www.google.com/maps/search/?api=1&query=Villa+431+El+Horreya+Road%2C+Roushdy%2C+Alexandria%2C+Egypt",
    embed: "https://www.google.com/maps?q=Villa+431+El+Horreya+Road,+Roushdy,+Alexandria,+Egypt&output=embed",
  },
  /** Office hours: Sunday to Thursday 09:00-18:00; Friday and Saturday closed. */
  officeHours: { days: ["Su", "Mo", "Tu", "We", "Th"], opens: "09:00", closes: "18:00" },

  /** EXAMPLE: social profiles (opened in new tabs). */
  social: {
    facebook: "https://www.facebook.com/example",
    linkedin: "https://www.linkedin.com/company/example",
    instagram: "https://www.instagram.com/example",
    youtube: "https://www.youtube.com/@example",
  },

  /** EXAMPLE: YouTube playlist IDs (played through youtube-nocookie.com behind a click-to-load facade). */
  playlists: {
    hero: "PLexampleHeroTestimonials",
    technical: "PLexampleTechnicalTraining",
    english: "PLexampleEnglishLanguage",
    business: "PLexampleBusinessCourses",
  },

  /** External services. No placement test address: the button leads to the site's own level test (/english-test). */
  placementTestUrl: undefined as string | undefined,
  examBookingUrl: "https://example.com/book-toefl",

  /** EXAMPLE: externally hosted course-outline PDFs, keyed as in src/content (outline.key). */
  outlines: {
    "it-data-analyst": "https://example.com/outlines/data-analyst.pdf",
    "it-power-bi": "https://example.com/outlines/power-bi.pdf",
    "it-generative-ai": "https://example.com/outlines/generative-ai.pdf",
    "it-ml-engineer": "https://example.com/outlines/ml-engineer.pdf",
    "it-data-scientist": "https://example.com/outlines/data-scientist.pdf",
    "it-devops": "https://example.com/outlines/devops.pdf",
    "it-android": "https://example.com/outlines/android.pdf",
    "it-cross-platform": "https://example.com/outlines/cross-platform.pdf",
    "conversation-b1plus": "https://example.com/outlines/conversation-b1plus.pdf",
    "conversation-b2": "https://example.com/outlines/conversation-b2.pdf",
    "conversation-c1": "https://example.com/outlines/conversation-c1.pdf",
    "business-cfs": "https://example.com/outlines/cfs.pdf",
    "business-csm": "https://example.com/outlines/csm.pdf",
    "business-hrm": "https://example.com/outlines/hrm.pdf",
    "business-marketing": "https://example.com/outlines/marketing.pdf",
    "business-supply-chain": "https://example.com/outlines/supply-chain.pdf",
    "business-career-skills": "https://example.com/outlines/career-skills.pdf",
    "business-project-management": "https://example.com/outlines/project-management.pdf",
  } as Record<string, string>,
} as const;

import type { Payload } from "payload";
import { env } from "@/config/env";
import { siteConfig as seeded } from "../seed/site";

/** Something the seed left in place of the provider's real details, with where to fix it in the admin. */
/** What a placeholder is, to group the dashboard's list: details and links, videos, outline links, examples. */
export type PlaceholderKind = "details" | "videos" | "outlines" | "examples";

export const kindOf = (id: string): PlaceholderKind =>
  id.startsWith("testimonial-")
    ? "videos"
    : id.endsWith("-outline")
      ? "outlines"
      : id.endsWith("-examples")
        ? "examples"
        : "details";

export interface Placeholder {
  id: string;
  what: { en: string; ar: string };
  /** The admin page where it is fixed. */
  fix: string;
}

const exampleHost = (value: string | null | undefined) => {
  if (!value) return false;
  try {
    const { hostname, pathname } = new URL(value);
    return /(^|\.)example\.(com|org|net)$/.test(hostname) || /\/@?example\b/i.test(pathname);
  } catch {
    return false;
  }
};
const exampleMail = (value: string | null | undefined) => Boolean(value && /@example\.(com|org|net)$/i.test(value));
const examplePlaylist = (value: string | null | undefined) => Boolean(value && /^PLexample/i.test(value));

const settings = "/admin/globals/site-settings";

/** A name or address inside Arabic text, isolated (U+2068 ... U+2069) so that "B1+" or an e-mail keeps its order. */
const isolate = (value: unknown) => `\u2068${String(value)}\u2069`;

/**
 * Every placeholder still on the site: example e-mail, phone and WhatsApp numbers, links and playlists,
 * example clients and partners, example outline links, a site address on localhost. The admin's dashboard
 * lists them, `npm run check:launch` fails while there are any, and the server warns at start.
 */
export async function launchChecklist(payload: Payload): Promise<Placeholder[]> {
  const found: Placeholder[] = [];
  const add = (id: string, en: string, ar: string, fix: string) => found.push({ id, what: { en, ar }, fix });

  const siteUrl = env().SITE_URL;
  if (/^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?/i.test(siteUrl)) {
    add(
      "site-url",
      `The site's public address (SITE_URL) is ${siteUrl}: set it to the real https address in the server's configuration.`,
      `العنوان العام للموقع (SITE_URL) هو ${isolate(siteUrl)}: اضبطه على عنوان https الحقيقي في إعدادات الخادم.`,
      "/admin",
    );
  }

  const s = await payload.findGlobal({ slug: "site-settings", locale: "en", overrideAccess: true, depth: 0 });
  if (exampleMail(s.email))
    add("email", `E-mail address: ${s.email}`, `البريد الإلكتروني: ${isolate(s.email)}`, settings);
  if (s.phone?.e164 === seeded.phone.e164) add("phone", "Phone number (example)", "رقم الهاتف (مثال)", settings);
  if (s.whatsapp?.number === seeded.whatsapp.number)
    add("whatsapp", "WhatsApp number (example)", "رقم واتساب (مثال)", settings);
  if (s.brand === seeded.brand.en) add("brand", "Name of the centre (example)", "اسم المركز (مثال)", settings);
  if (s.parentCompany === seeded.parentCompany.en)
    add("parent", "Parent group (example)", "المجموعة الأم (مثال)", settings);
  for (const [key, value] of Object.entries(s.social ?? {})) {
    if (exampleHost(value as string))
      add(`social-${key}`, `Social link: ${key}`, `رابط التواصل الاجتماعي: ${isolate(key)}`, settings);
  }
  if (examplePlaylist(s.heroPlaylist))
    add("hero-playlist", "Home page video playlist", "قائمة فيديو الصفحة الرئيسية", settings);
  if (exampleHost(s.placementTestUrl)) add("placement", "Placement test link", "رابط اختبار تحديد المستوى", settings);
  if (exampleHost(s.examBookingUrl)) add("exam", "Exam booking link", "رابط حجز الامتحان", settings);

  const options = { overrideAccess: true, pagination: false as const, depth: 0, locale: "en" as const };
  const testimonials = await payload.find({ collection: "testimonials", ...options });
  for (const t of testimonials.docs) {
    if (examplePlaylist(t.playlist)) {
      add(
        `testimonial-${t.id}`,
        `Testimonial playlist: ${t.title}`,
        `قائمة فيديو الآراء: ${isolate(t.title)}`,
        `/admin/collections/testimonials/${t.id}`,
      );
    }
  }
  for (const collection of ["paths", "courses"] as const) {
    const docs = await payload.find({ collection, ...options, where: { "outline.url": { like: "example.com" } } });
    for (const doc of docs.docs) {
      if (exampleHost(doc.outline?.url)) {
        add(
          `${collection}-${doc.id}-outline`,
          `Course outline link: ${doc.title}`,
          `رابط المحتوى التفصيلي: ${isolate(doc.title)}`,
          `/admin/collections/${collection}/${doc.id}`,
        );
      }
    }
  }
  for (const collection of ["clients", "partners", "intakes"] as const) {
    const { totalDocs } = await payload.count({
      collection,
      overrideAccess: true,
      where: { example: { equals: true } },
    });
    if (totalDocs > 0) {
      add(
        `${collection}-examples`,
        `Example ${collection} (not real ones): ${totalDocs}`,
        `${{ clients: "عملاء على سبيل المثال (ليسوا حقيقيين)", partners: "شركاء على سبيل المثال (ليسوا حقيقيين)", intakes: "مواعيد دورات على سبيل المثال (ليست حقيقية)" }[collection]}: ${totalDocs}`,
        `/admin/collections/${collection}?where[example][equals]=true`,
      );
    }
  }
  return found;
}

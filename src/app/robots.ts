import type { MetadataRoute } from "next";
import { siteUrl } from "@/content/site";

// Read on each request, like the sitemap it names: the address is the running server's SITE_URL, not the
// one the build happened to see.
export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  const base = siteUrl();
  return {
    rules: {
      userAgent: "*",
      // The pages' images and PDF outlines are CMS uploads: crawlers may fetch them (the longer rule wins).
      allow: ["/", "/cms-api/media/file/"],
      // The CMS is for staff (also sent with X-Robots-Tag: noindex).
      disallow: [
        "/admin",
        "/cms-api/",
        "/api/",
        "/contact/sent",
        "/ar/contact/sent",
        // The newsletter's own pages: after a sign-up, and the confirmation and unsubscribe links' pages.
        "/newsletter/",
        "/ar/newsletter/",
      ],
    },
    sitemap: `${base}/sitemap.xml`,
    host: base,
  };
}

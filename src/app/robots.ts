import type { MetadataRoute } from "next";
import { env } from "@/server/env";

export default function robots(): MetadataRoute.Robots {
  const base = env().SITE_URL.replace(/\/$/, "");
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: ["/api/", "/contact/sent", "/ar/contact/sent", "/newsletter/subscribed", "/ar/newsletter/subscribed"],
    },
    sitemap: `${base}/sitemap.xml`,
    host: base,
  };
}

import { env } from "@/config/env";

/** Structured data as JSON-LD; "<" is escaped so content can never close the script element. */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}

/** SITE_URL without a trailing slash, for absolute URLs in structured data. */
export function siteBase(): string {
  return env().SITE_URL.replace(/\/$/, "");
}

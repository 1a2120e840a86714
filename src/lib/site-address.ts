/**
 * Whether an editor's link is one the site can lead to: a page of this site by its address without the language
 * ("/", "/schedule", "/paths/power-bi", "/contact?interest=corporate") or a full https address elsewhere. Anything else (a relative path, a
 * "javascript:" or "http:" address, spaces) is refused when it is saved.
 */
export function siteAddress(value: unknown): value is string {
  if (typeof value !== "string") return false;
  // Without the language: the Arabic site adds /ar by itself, so "/ar/about" would lead to /ar/ar/about.
  if (/^\/(?:ar|en)(?:\/|$)/.test(value)) return false;
  // A page, with a simple query if it takes one ("/contact?interest=corporate" opens the form with a choice).
  if (/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?(?:\?[a-z0-9_-]+=[a-z0-9_-]*(?:&[a-z0-9_-]+=[a-z0-9_-]*)*)?$/.test(value))
    return true;
  if (!/^https:\/\/\S+$/.test(value)) return false;
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/** Whether a link leads to a page of this site (its address then takes the visitor's language). */
export const isSitePath = (href: string) => href.startsWith("/");

"use client";

import { Languages } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { getPathname, usePathname } from "@/i18n/navigation";
import { locales } from "@/i18n/locales";

/**
 * Goes to the same page in the other language, loaded as a new document so the language, direction and
 * fonts start fresh. The URL is the target's public one ("/about", "/ar/about"): next-intl's `Link` with
 * a `locale` prop always adds the prefix ("/en/about", only a redirect here) to update a locale cookie,
 * and this site has none (routing.ts).
 */
export function LanguageToggle() {
  const t = useTranslations("Nav");
  const current = useLocale();
  const target = locales.find((locale) => locale !== current)!;
  const href = getPathname({ href: usePathname(), locale: target });
  return (
    <a
      href={href}
      hrefLang={target}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-primary-800 hover:bg-primary-50"
    >
      <Languages aria-hidden="true" className="size-4" />
      <span lang={target}>{t("otherLanguage")}</span>
      <span className="sr-only">{t("switchLanguage")}</span>
    </a>
  );
}

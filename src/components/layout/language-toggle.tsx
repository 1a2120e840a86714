"use client";

import { Languages } from "lucide-react";
import { usePathname } from "next/navigation";
import { localizeHref, unlocalizedPath } from "@/i18n/href";
import type { Locale } from "@/i18n/locales";

type Props = { target: Locale; label: string; description: string };

/**
 * Goes to the same page in the other language: a plain link to the target's public URL ("/about", not
 * "/en/about", which would only redirect there), loaded as a new document so the language, direction and
 * fonts start fresh.
 */
export function LanguageToggle({ target, label, description }: Props) {
  const pathname = unlocalizedPath(usePathname());
  return (
    <a
      href={localizeHref(pathname, target)}
      hrefLang={target}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-primary-800 hover:bg-primary-50"
    >
      <Languages aria-hidden="true" className="size-4" />
      <span lang={target}>{label}</span>
      <span className="sr-only">{description}</span>
    </a>
  );
}

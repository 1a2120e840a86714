"use client";

import { Languages } from "lucide-react";
import { Link, usePathname } from "@/i18n/navigation";
import type { Locale } from "@/content/schema";

type Props = { target: Locale; label: string; description: string };

/** Goes to the same page in the other language. */
export function LanguageToggle({ target, label, description }: Props) {
  const pathname = usePathname();
  return (
    <Link
      href={pathname}
      locale={target}
      hrefLang={target}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-primary-800 hover:bg-primary-50"
    >
      <Languages aria-hidden="true" className="size-4" />
      <span lang={target}>{label}</span>
      <span className="sr-only">{description}</span>
    </Link>
  );
}

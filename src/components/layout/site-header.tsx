import { getTranslations } from "next-intl/server";
import { getHeader } from "@/content/navigation";
import { getSite } from "@/content/site";
import type { Locale } from "@/i18n/locales";
import { Link } from "@/i18n/navigation";
import { buttonClass } from "@/components/ui/button-link";
import { BrandMark } from "./brand-mark";
import { LanguageToggle } from "./language-toggle";
import { DropdownMenu } from "./dropdown-menu";
import { MobileMenu } from "./mobile-menu";
import { NavLink } from "./nav-link";

export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Nav" });
  const [{ brand }, header] = await Promise.all([getSite(locale), getHeader(locale)]);
  const navItem =
    "inline-flex min-h-11 items-center whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-primary-50 hover:text-primary-800";

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="container-page relative flex h-16 items-center justify-between gap-4">
        <Link href="/" className="flex min-h-11 items-center gap-2.5" aria-label={t("homeLink", { brand })}>
          <BrandMark className="size-9 shrink-0" />
          <span className="max-w-[9rem] text-sm leading-tight font-bold text-primary-900 sm:max-w-none sm:text-base">
            {brand}
          </span>
        </Link>

        <nav aria-label={t("mainNav")} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {header.items.map((item, index) => (
              <li key={index}>
                {item.children.length ? (
                  <DropdownMenu name={`menu-${index}`} label={item.label} links={item.children} />
                ) : (
                  <NavLink href={item.href!} className={navItem}>
                    {item.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-1 sm:gap-2">
          <LanguageToggle />
          <span className="hidden sm:block">
            <NavLink href={header.button.href} className={buttonClass("primary")}>
              {header.button.label}
            </NavLink>
          </span>
          <MobileMenu items={header.items} button={header.button} />
        </div>
      </div>
    </header>
  );
}

"use client";

import { Menu, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { useEarlyClick } from "@/components/ui/use-early-click";
import type { HeaderView } from "@/content/navigation";
import { usePathname } from "@/i18n/navigation";
import { NavLink } from "./nav-link";

/**
 * The collapsible menu for small screens, with the header's entries (a drop-down's links under its title) and
 * its button; it closes when a link is chosen or on Escape.
 */
export function MobileMenu({ items, button }: HeaderView) {
  const t = useTranslations("Nav");
  const pathname = usePathname();
  // The menu belongs to the page it was opened on, so it is closed again after any navigation.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEarlyClick("mobile-menu", buttonRef, () => setOpen(true));

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpenOn(null);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const itemClass = "block rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-primary-50";
  const close = () => setOpen(false);

  return (
    <div className="xl:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        data-early="mobile-menu"
        className="inline-flex size-11 items-center justify-center rounded-lg text-primary-900 hover:bg-primary-50"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        <span className="sr-only">{open ? t("closeMenu") : t("openMenu")}</span>
      </button>
      <nav
        id={panelId}
        aria-label={t("mainNav")}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg"
      >
        <ul className="container-page space-y-1 py-4">
          {items.map((item, index) => (
            <li key={index}>
              {item.href ? (
                <NavLink href={item.href} onClick={close} className={itemClass}>
                  {item.label}
                </NavLink>
              ) : (
                <p className="px-3 pt-3 pb-1 text-xs font-semibold text-slate-600">{item.label}</p>
              )}
              {item.children.length ? (
                <ul className="space-y-1 border-s-2 border-primary-100 ms-3">
                  {item.children.map((link, childIndex) => (
                    <li key={childIndex}>
                      <NavLink href={link.href} onClick={close} className={itemClass}>
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
          <li className="pt-2">
            <NavLink
              href={button.href}
              onClick={close}
              className="flex min-h-11 items-center justify-center rounded-lg bg-primary-700 px-4 py-3 text-base font-semibold text-white hover:bg-primary-800"
            >
              {button.label}
            </NavLink>
          </li>
        </ul>
      </nav>
    </div>
  );
}

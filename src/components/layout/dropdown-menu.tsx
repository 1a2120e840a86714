"use client";

import { ChevronDown } from "lucide-react";
import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent } from "react";
import { useEarlyClick } from "@/components/ui/use-early-click";
import type { NavLink as Entry } from "@/content/navigation";
import { NavLink } from "./nav-link";

/**
 * A drop-down of the header's menu (such as "Training Programs"): a disclosure button that opens on hover, on
 * click, and from the keyboard (Enter, Space or ArrowDown); arrow keys move between its links; Escape, a click
 * outside or moving focus away closes it. `name` tells its early clicks apart from the other menus'.
 */
export function DropdownMenu({ name, label, links }: { name: string; label: string; links: Entry[] }) {
  const [open, setOpenState] = useState(false);
  // True while the panel is open only because the mouse is over it: a click then keeps it open
  // instead of toggling it shut under the pointer.
  const openedByHover = useRef(false);
  // The open state as of the last event (state updates are applied later, events need it now).
  const openNow = useRef(false);
  const setOpen = (next: boolean) => {
    openNow.current = next;
    if (!next) openedByHover.current = false;
    setOpenState(next);
  };
  const openFromHover = () => {
    if (!openNow.current) openedByHover.current = true;
    setOpen(true);
  };
  const toggleFromClick = () => {
    if (openedByHover.current) {
      openedByHover.current = false;
      setOpen(true);
    } else {
      setOpen(!openNow.current);
    }
  };
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEarlyClick(name, buttonRef, () => setOpen(true));

  const onHover = useEffectEvent(openFromHover);
  const onClose = useEffectEvent(() => setOpen(false));

  // Hover (mouse only: touch and pen use the click), with a short grace period when leaving.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const enter = (event: PointerEvent) => {
      if (event.pointerType !== "mouse") return;
      clearTimeout(timer);
      onHover();
    };
    const leave = (event: PointerEvent) => {
      if (event.pointerType !== "mouse") return;
      timer = setTimeout(onClose, 150);
    };
    const focusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) onClose();
    };
    root.addEventListener("pointerenter", enter);
    root.addEventListener("pointerleave", leave);
    root.addEventListener("focusout", focusOut);
    return () => {
      clearTimeout(timer);
      root.removeEventListener("pointerenter", enter);
      root.removeEventListener("pointerleave", leave);
      root.removeEventListener("focusout", focusOut);
    };
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onClose();
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      if (rootRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const focusItem = (index: number) => {
    const items = rootRef.current?.querySelectorAll<HTMLAnchorElement>("[data-menu-item]");
    if (!items || items.length === 0) return;
    items[(index + items.length) % items.length]?.focus();
  };

  const onItemKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      focusItem(index + 1);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      focusItem(index - 1);
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggleFromClick}
        data-early={name}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setOpen(true);
            requestAnimationFrame(() => focusItem(0));
          }
        }}
        className="inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-primary-50 hover:text-primary-800"
      >
        {label}
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <div id={panelId} hidden={!open} className="absolute start-0 top-full z-50 w-80 pt-2">
        <ul className="rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
          {links.map((link, index) => (
            <li key={`${index}-${link.href}`}>
              <NavLink
                href={link.href}
                data-menu-item
                onClick={() => setOpen(false)}
                onKeyDown={(event) => onItemKeyDown(event, index)}
                className="block rounded-lg px-3 py-2.5 hover:bg-primary-50 focus-visible:bg-primary-50"
              >
                <span className="block text-sm font-semibold text-primary-900">{link.label}</span>
                {link.hint ? <span className="block text-xs text-slate-600">{link.hint}</span> : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

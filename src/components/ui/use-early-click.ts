"use client";

import { useEffect, useEffectEvent, type RefObject } from "react";

declare global {
  interface Window {
    __earlyClicks?: string[];
  }
}

/**
 * Marks a `data-early` button ready once its component has hydrated, and runs `onClick` once if the
 * visitor clicked it before (see EarlyClicks).
 */
export function useEarlyClick(name: string, ref: RefObject<HTMLElement | null>, onClick: () => void): void {
  const honour = useEffectEvent(onClick);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.setAttribute("data-ready", "");
    element.removeAttribute("aria-busy");
    const queue = window.__earlyClicks;
    const index = queue?.indexOf(name) ?? -1;
    if (queue && index >= 0) {
      queue.splice(index, 1);
      honour();
    }
  }, [name, ref]);
}

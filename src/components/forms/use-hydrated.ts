"use client";

import { useSyncExternalStore } from "react";

const noop = () => () => undefined;

/** False in the server HTML and before hydration, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

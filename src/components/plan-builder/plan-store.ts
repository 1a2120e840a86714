"use client";

import { useSyncExternalStore } from "react";
import { normalize } from "@/lib/normalize";

/** The visitor's plan: an ordered list of unique course ids, kept in localStorage under this key. */
export const PLAN_KEY = "learning_plan";
const CHANGE = "learning-plan-change";
const EMPTY: readonly string[] = Object.freeze([]);

let cachedRaw: string | null | undefined;
// Used when localStorage is blocked, so the plan still works for the current page view.
let memory: string | null = null;
let cachedPlan: readonly string[] = EMPTY;

function read(): readonly string[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(PLAN_KEY);
  } catch {
    // Storage can be blocked (private mode, policies): the plan then lives only in memory.
    raw = memory;
  }
  if (raw === cachedRaw) return cachedPlan;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cachedPlan = Array.isArray(parsed) ? [...new Set(parsed.filter((x): x is string => typeof x === "string"))] : EMPTY;
  } catch {
    cachedPlan = EMPTY;
  }
  return cachedPlan;
}

function write(plan: readonly string[]) {
  const raw = JSON.stringify(plan);
  try {
    window.localStorage.setItem(PLAN_KEY, raw);
  } catch {
    memory = raw; // ignored failure (spec): keep working for this page view
  }
  window.dispatchEvent(new Event(CHANGE));
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === PLAN_KEY || event.key === null) onChange();
  };
  window.addEventListener(CHANGE, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGE, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** The current plan; empty during server rendering, restored from storage after hydration. */
export function usePlan(): readonly string[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}

export const planActions = {
  add(id: string) {
    const plan = read();
    if (!plan.includes(id)) write([...plan, id]);
  },
  remove(id: string) {
    write(read().filter((x) => x !== id));
  },
  move(id: string, delta: -1 | 1) {
    const plan = [...read()];
    const from = plan.indexOf(id);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= plan.length) return;
    [plan[from], plan[to]] = [plan[to]!, plan[from]!];
    write(plan);
  },
  clear() {
    write([]);
  },
};

/**
 * The old site saved the plan as a list of course names (English or Arabic). Known names become course
 * ids, ids stay, anything else is dropped; order is kept and repeats go.
 */
export function upgradePlan(
  entries: readonly string[],
  ids: ReadonlySet<string>,
  aliases: Readonly<Record<string, string>>,
): string[] {
  const upgraded = entries.flatMap((entry) => {
    if (ids.has(entry)) return [entry];
    const id = aliases[normalize(entry)];
    return id ? [id] : [];
  });
  return [...new Set(upgraded)];
}

/** Rewrites a saved plan in the current format (see upgradePlan), once the catalogue is known. */
export function upgradeSavedPlan(ids: ReadonlySet<string>, aliases: Readonly<Record<string, string>>): void {
  const plan = read();
  const upgraded = upgradePlan(plan, ids, aliases);
  if (upgraded.length !== plan.length || upgraded.some((id, i) => id !== plan[i])) write(upgraded);
}

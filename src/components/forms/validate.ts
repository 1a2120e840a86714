"use client";

import { fieldErrors } from "@/schemas/field-errors";

type Result<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string> };

/**
 * Validates a form with its shared zod schema. The schemas (and zod) are loaded on first use, so they
 * are not part of any page's first-load JavaScript; `preload` warms them when a form gets focus.
 */
const loaders = {
  contact: () => import("@/schemas/contact").then((m) => m.contactInput),
  plan: () => import("@/schemas/plan").then((m) => m.planInput),
  newsletter: () => import("@/schemas/newsletter").then((m) => m.newsletterInput),
};

export type FormName = keyof typeof loaders;

export function preload(form: FormName): void {
  void loaders[form]();
}

export async function validate<T = Record<string, unknown>>(form: FormName, input: unknown): Promise<Result<T>> {
  const schema = await loaders[form]();
  const parsed = schema.safeParse(input);
  return parsed.success
    ? { ok: true, data: parsed.data as T }
    : { ok: false, errors: fieldErrors(parsed.error.issues) };
}

import "server-only";
import type { LeadKind, Locale } from "@/domain/leads/types";
import { consentMessage } from "@/lib/consent";
import ar from "../../messages/ar.json";
import en from "../../messages/en.json";

const messages: Record<Locale, unknown> = { en, ar };

/**
 * The consent statement the form of this kind shows in this language (src/lib/consent.ts). Read straight from the
 * catalogue: the statements are plain sentences (src/lib/consent.test.ts keeps them free of ICU syntax), and this
 * runs in the operators' scripts too, where next-intl's React entry cannot load.
 */
export function consentStatement(kind: LeadKind, locale: Locale): string {
  const value = consentMessage[kind]
    .split(".")
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], messages[locale]);
  if (typeof value !== "string") throw new Error(`no consent statement ${consentMessage[kind]} in ${locale}`);
  return value;
}

import "server-only";
import { createTranslator } from "next-intl";
import type { LeadKind, Locale } from "@/domain/leads/types";
import { consentMessage } from "@/lib/consent";
import ar from "../../messages/ar.json";
import en from "../../messages/en.json";

const messages = { en, ar };

/** The consent statement the form of this kind shows in this language (src/lib/consent.ts). */
export function consentStatement(kind: LeadKind, locale: Locale): string {
  const t = createTranslator({ locale, messages: messages[locale] });
  return t(consentMessage[kind] as never);
}

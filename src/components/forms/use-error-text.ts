"use client";

import { useTranslations } from "next-intl";

/**
 * Translates a form error code (a `FormErrors` key: "email.invalid", "request.network") in the page's
 * language; a code the messages do not know reads as the generic error.
 */
export function useErrorText(): (code: string | undefined) => string | undefined {
  const t = useTranslations("FormErrors");
  type Code = Parameters<typeof t>[0];
  return (code) => {
    if (!code) return undefined;
    return t.has(code as Code) ? t(code as Code) : t("request.generic");
  };
}

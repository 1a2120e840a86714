import "server-only";
import { createTranslator } from "next-intl";
import type { AppError } from "@/domain/errors";
import type { LeadKind, Locale } from "@/domain/leads/types";
import { errorHeaders, httpStatus } from "./errors";
import ar from "../../../messages/ar.json";
import en from "../../../messages/en.json";
import { localizedPath } from "@/lib/localized-path";

const messages = { en, ar };
const formPage: Record<LeadKind, string> = {
  contact: "/contact",
  plan: "/start-learning",
  newsletter: "/",
  seat: "/schedule",
  interest: "/schedule",
  "level-test": "/english-test",
  corporate: "/corporate",
};
const successPage: Record<LeadKind, string> = {
  contact: "/contact/sent",
  plan: "/start-learning",
  newsletter: "/newsletter/subscribed",
  seat: "/schedule/sent",
  interest: "/schedule/listed",
  "level-test": "/english-test/sent",
  corporate: "/corporate/sent",
};
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Answers to plain HTML form posts (JavaScript off): a redirect to a success page, or a small error page. */
export const formAnswer = {
  success(kind: LeadKind, locale: Locale): Response {
    return new Response(null, {
      status: 303,
      headers: { location: localizedPath(successPage[kind], locale), "cache-control": "no-store" },
    });
  },

  failure(kind: LeadKind, locale: Locale, error: AppError): Response {
    const t = createTranslator({ locale, messages: messages[locale], namespace: "FormErrors" });
    const a = createTranslator({ locale, messages: messages[locale], namespace: "FormAnswer" });
    const requestKey =
      (["rate_limited", "store_unavailable", "too_large"] as const).find((k) => k === error.code) ?? "generic";
    const items =
      error.code === "validation" && error.details.fields
        ? Object.values(error.details.fields).map((code) =>
            t.has(code as never) ? t(code as never) : t("request.generic"),
          )
        : [t(`request.${requestKey}`)];
    const back = localizedPath(formPage[kind], locale);
    const html = `<!doctype html>
<html lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escape(a("errorTitle"))}</title>
<style>body{font-family:system-ui,Tahoma,sans-serif;margin:0;background:#f8fafc;color:#1e293b;line-height:1.7}
main{max-width:36rem;margin:4rem auto;padding:2rem;background:#fff;border:1px solid #e2e8f0;border-radius:1rem}
h1{color:#0a2f52;font-size:1.5rem;margin-top:0}li{color:#b91c1c}a{display:inline-block;margin-top:1rem;padding:.75rem 1.25rem;background:#0f4a80;color:#fff;border-radius:.5rem;text-decoration:none}</style></head>
<body><main><h1>${escape(a("errorTitle"))}</h1><p>${escape(a("errorIntro"))}</p>
<ul>${items.map((item) => `<li>${escape(item)}</li>`).join("")}</ul>
<p>${escape(a("backHint"))}</p><a href="${back}">${escape(a("back"))}</a></main></body></html>`;
    const headers = {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      ...errorHeaders(error),
    };
    return new Response(html, { status: httpStatus[error.code], headers });
  },
};

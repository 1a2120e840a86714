"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { postLead } from "@/components/forms/post-lead";
import { Honeypot } from "@/components/forms/honeypot";
import { useErrorText } from "@/components/forms/use-error-text";
import { useHydrated } from "@/components/forms/use-hydrated";
import { preload, validate } from "@/components/forms/validate";
import { limits } from "@/schemas/limits";

/** The footer's newsletter box; without JavaScript it posts a plain form and lands on a thank-you page. */
export function NewsletterForm() {
  const t = useTranslations("Newsletter");
  const errorText = useErrorText();
  const locale = useLocale();
  const hydrated = useHydrated();
  const startedAt = useRef(0);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    startedAt.current = Date.now();
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const parsed = await validate("newsletter", { email: data.email, locale });
    if (!parsed.ok) {
      const code = parsed.errors.email ?? "email.invalid";
      setMessage({ ok: false, text: errorText(code)! });
      return;
    }
    setBusy(true);
    setMessage(null);
    const result = await postLead("/api/newsletter", {
      ...parsed.data,
      website: data.website ?? "",
      startedAt: startedAt.current,
    });
    setBusy(false);
    if (result.ok) {
      form.reset();
      setMessage({ ok: true, text: t("success") });
    } else {
      const code = result.code === "validation" ? (result.fields?.email ?? "email.invalid") : `request.${result.code}`;
      setMessage({ ok: false, text: errorText(code)! });
    }
  }

  return (
    <form
      method="post"
      action="/api/newsletter"
      noValidate={hydrated}
      onFocus={() => preload("newsletter")}
      onSubmit={onSubmit}
      data-testid="newsletter-form"
    >
      <input type="hidden" name="locale" value={locale} />
      <Honeypot form="newsletter" />
      <label htmlFor="newsletter-email" className="sr-only">
        {t("email")}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          maxLength={limits.email}
          autoComplete="email"
          dir="ltr"
          placeholder={t("placeholder")}
          aria-invalid={message && !message.ok ? true : undefined}
          aria-describedby="newsletter-consent newsletter-message"
          className="min-h-11 w-full min-w-0 rounded-lg border border-white/20 bg-white px-3.5 py-2 text-base text-slate-900 placeholder:text-slate-500 rtl:text-end"
        />
        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg bg-accent-400 px-5 text-sm font-semibold text-primary-950 hover:bg-accent-300 disabled:opacity-70"
        >
          {busy ? t("subscribing") : t("subscribe")}
        </button>
      </div>
      <p id="newsletter-consent" className="mt-2 text-xs text-primary-100">
        {t("consent")}
      </p>
      <p
        id="newsletter-message"
        role="status"
        className={`mt-2 min-h-5 text-sm ${message?.ok ? "text-english-100" : "text-red-200"}`}
      >
        {message?.text ?? ""}
      </p>
    </form>
  );
}

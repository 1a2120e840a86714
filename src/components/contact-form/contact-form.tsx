"use client";

import { CheckCircle2, Send } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { trainingInterests } from "@/schemas/contact-values";
import { Field, inputClass } from "@/components/forms/field";
import { TextField } from "@/components/forms/text-field";
import { postLead, type PostResult } from "@/components/forms/post-lead";
import { Honeypot } from "@/components/forms/honeypot";
import { useErrorText } from "@/components/forms/use-error-text";
import { useHydrated } from "@/components/forms/use-hydrated";
import { preload, validate } from "@/components/forms/validate";
import { without } from "@/components/forms/without";
import { Link } from "@/i18n/navigation";
import { limits } from "@/schemas/limits";

const FIELDS = ["firstName", "lastName", "email", "phone", "trainingInterest", "message"] as const;

/**
 * The contact form. With JavaScript it validates with the shared schema, posts JSON and shows the
 * success view only after the server stored the message; without JavaScript it is a plain form post.
 */
export function ContactForm() {
  const t = useTranslations("ContactForm");
  const forms = useTranslations("Forms");
  const errorText = useErrorText();
  const locale = useLocale();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const startedAt = useRef(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<"idle" | "sending" | "sent">("idle");
  const [failure, setFailure] = useState<string | null>(null);
  const [reference, setReference] = useState("");
  const successRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    startedAt.current = Date.now();
    // A link such as /contact?interest=english preselects the training area.
    const interest = new URLSearchParams(window.location.search).get("interest");
    const select = formRef.current?.elements.namedItem("trainingInterest");
    if (
      interest &&
      select instanceof HTMLSelectElement &&
      (trainingInterests as readonly string[]).includes(interest)
    ) {
      select.value = interest;
    }
  }, []);

  useEffect(() => {
    if (status === "sent") successRef.current?.focus();
  }, [status]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "sending") return;
    const form = event.currentTarget;
    const data = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const parsed = await validate("contact", { ...data, locale });
    setFailure(null);
    if (!parsed.ok) {
      const found = parsed.errors;
      setErrors(found);
      const first = FIELDS.find((f) => found[f]);
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setErrors({});
    setStatus("sending");
    const result: PostResult = await postLead("/api/contact", {
      ...parsed.data,
      website: data.website ?? "",
      startedAt: startedAt.current,
    });
    if (result.ok) {
      form.reset();
      setReference(result.ref);
      setStatus("sent");
      return;
    }
    setStatus("idle");
    if (result.code === "validation" && result.fields) setErrors(result.fields);
    setFailure(errorText(`request.${result.code}`) ?? null);
  }

  const clearError = (name: string) => {
    if (errors[name]) setErrors((e) => without(e, name));
  };

  if (status === "sent") {
    return (
      <div
        className="flex flex-col items-center rounded-2xl border border-english-100 bg-english-50 p-8 text-center"
        data-testid="contact-success"
      >
        <CheckCircle2 aria-hidden="true" className="size-14 text-english-700" />
        <h3 ref={successRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-primary-900 outline-none">
          {t("sentTitle")}
        </h3>
        <p className="mt-2 text-slate-700">{t("sentText")}</p>
        <p className="mt-2 text-sm text-slate-600" data-testid="contact-reference">
          {t("reference", { ref: reference })}
        </p>
        <button
          type="button"
          onClick={() => {
            setStatus("idle");
            setReference("");
          }}
          className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-primary-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-800"
        >
          {t("sendAnother")}
        </button>
      </div>
    );
  }

  const describe = (name: string) => `contact-${name}-error`;
  const invalid = (name: string) => (errors[name] ? true : undefined);
  const sending = status === "sending";

  return (
    <form
      ref={formRef}
      method="post"
      action="/api/contact"
      noValidate={hydrated}
      onSubmit={onSubmit}
      onFocus={() => preload("contact")}
      aria-busy={sending}
      className="grid gap-x-5 gap-y-2 sm:grid-cols-2"
      data-testid="contact-form"
    >
      <input type="hidden" name="locale" value={locale} />
      <Honeypot form="contact" />
      <TextField
        form="contact"
        name="firstName"
        label={t("firstName")}
        error={errorText(errors.firstName)}
        required
        maxLength={limits.name}
        autoComplete="given-name"
        onEdit={clearError}
      />
      <TextField
        form="contact"
        name="lastName"
        label={t("lastName")}
        error={errorText(errors.lastName)}
        required
        maxLength={limits.name}
        autoComplete="family-name"
        onEdit={clearError}
      />
      <TextField
        form="contact"
        name="email"
        type="email"
        label={t("email")}
        error={errorText(errors.email)}
        required
        maxLength={limits.email}
        autoComplete="email"
        onEdit={clearError}
      />
      <TextField
        form="contact"
        name="phone"
        type="tel"
        label={t("phone")}
        hint={forms("optional")}
        error={errorText(errors.phone)}
        maxLength={limits.phone}
        autoComplete="tel"
        onEdit={clearError}
      />
      <Field
        id="contact-trainingInterest"
        label={t("trainingInterest")}
        hint={forms("optional")}
        error={errorText(errors.trainingInterest)}
        className="sm:col-span-2"
      >
        <select
          id="contact-trainingInterest"
          name="trainingInterest"
          defaultValue=""
          aria-invalid={invalid("trainingInterest")}
          aria-describedby={describe("trainingInterest")}
          onChange={() => clearError("trainingInterest")}
          className={inputClass}
        >
          <option value="">{t("interestPlaceholder")}</option>
          {trainingInterests.map((value) => (
            <option key={value} value={value}>
              {t(`interest.${value}`)}
            </option>
          ))}
        </select>
      </Field>
      <TextField
        form="contact"
        name="message"
        label={t("message")}
        error={errorText(errors.message)}
        required
        maxLength={limits.message}
        rows={5}
        placeholder={t("messagePlaceholder")}
        className="sm:col-span-2"
        onEdit={clearError}
      />
      <div className="sm:col-span-2">
        <p role="alert" className="mb-3 text-sm font-semibold text-red-700 empty:hidden" data-testid="contact-failure">
          {failure ?? ""}
        </p>
        <button
          type="submit"
          disabled={sending}
          className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-primary-700 px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-primary-800 disabled:cursor-wait disabled:bg-primary-500 sm:w-auto"
        >
          <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {sending ? t("sending") : t("submit")}
        </button>
        <p className="mt-3 text-xs text-slate-600">
          <Link href="/privacy" className="underline hover:text-primary-800">
            {t("privacyNote")}
          </Link>
        </p>
      </div>
    </form>
  );
}

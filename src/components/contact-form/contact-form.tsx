"use client";

import { CheckCircle2, Send } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { trainingInterests } from "@/schemas/contact-values";
import { Field, inputClass } from "@/components/forms/field";
import { postLead, type PostResult } from "@/components/forms/post-lead";
import { useHydrated } from "@/components/forms/use-hydrated";
import { preload, validate } from "@/components/forms/validate";
import { without } from "@/components/forms/without";

export type ContactFormText = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  optional: string;
  trainingInterest: string;
  interestPlaceholder: string;
  interests: Record<(typeof trainingInterests)[number], string>;
  message: string;
  messagePlaceholder: string;
  submit: string;
  sending: string;
  sentTitle: string;
  sentText: string;
  reference: string;
  sendAnother: string;
  honeypot: string;
  privacyNote: string;
  privacyHref: string;
  /** Field error codes (e.g. "email.invalid") and request codes ("request.network") to texts. */
  errors: Record<string, string>;
};

const FIELDS = ["firstName", "lastName", "email", "phone", "trainingInterest", "message"] as const;

/**
 * The contact form. With JavaScript it validates with the shared schema, posts JSON and shows the
 * success view only after the server stored the message; without JavaScript it is a plain form post.
 */
export function ContactForm({ locale, text }: { locale: "en" | "ar"; text: ContactFormText }) {
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

  const errorText = (code: string | undefined) =>
    code ? (text.errors[code] ?? text.errors["request.generic"]) : undefined;

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
          {text.sentTitle}
        </h3>
        <p className="mt-2 text-slate-700">{text.sentText}</p>
        <p className="mt-2 text-sm text-slate-600" data-testid="contact-reference">
          {text.reference.replace("{ref}", reference)}
        </p>
        <button
          type="button"
          onClick={() => {
            setStatus("idle");
            setReference("");
          }}
          className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-primary-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-800"
        >
          {text.sendAnother}
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
      <div className="hidden" aria-hidden="true">
        <label htmlFor="contact-website">{text.honeypot}</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <Field id="contact-firstName" label={text.firstName} error={errorText(errors.firstName)}>
        <input
          id="contact-firstName"
          name="firstName"
          type="text"
          required
          maxLength={100}
          autoComplete="given-name"
          aria-invalid={invalid("firstName")}
          aria-describedby={describe("firstName")}
          onChange={() => clearError("firstName")}
          className={inputClass}
        />
      </Field>
      <Field id="contact-lastName" label={text.lastName} error={errorText(errors.lastName)}>
        <input
          id="contact-lastName"
          name="lastName"
          type="text"
          required
          maxLength={100}
          autoComplete="family-name"
          aria-invalid={invalid("lastName")}
          aria-describedby={describe("lastName")}
          onChange={() => clearError("lastName")}
          className={inputClass}
        />
      </Field>
      <Field id="contact-email" label={text.email} error={errorText(errors.email)}>
        <input
          id="contact-email"
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          dir="ltr"
          aria-invalid={invalid("email")}
          aria-describedby={describe("email")}
          onChange={() => clearError("email")}
          className={`${inputClass} text-start rtl:text-end`}
        />
      </Field>
      <Field id="contact-phone" label={text.phone} hint={text.optional} error={errorText(errors.phone)}>
        <input
          id="contact-phone"
          name="phone"
          type="tel"
          maxLength={30}
          autoComplete="tel"
          dir="ltr"
          aria-invalid={invalid("phone")}
          aria-describedby={describe("phone")}
          onChange={() => clearError("phone")}
          className={`${inputClass} text-start rtl:text-end`}
        />
      </Field>
      <Field
        id="contact-trainingInterest"
        label={text.trainingInterest}
        hint={text.optional}
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
          <option value="">{text.interestPlaceholder}</option>
          {trainingInterests.map((value) => (
            <option key={value} value={value}>
              {text.interests[value]}
            </option>
          ))}
        </select>
      </Field>
      <Field id="contact-message" label={text.message} error={errorText(errors.message)} className="sm:col-span-2">
        <textarea
          id="contact-message"
          name="message"
          rows={5}
          required
          maxLength={5000}
          placeholder={text.messagePlaceholder}
          aria-invalid={invalid("message")}
          aria-describedby={describe("message")}
          onChange={() => clearError("message")}
          className={inputClass}
        />
      </Field>
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
          {sending ? text.sending : text.submit}
        </button>
        <p className="mt-3 text-xs text-slate-600">
          <a href={text.privacyHref} className="underline hover:text-primary-800">
            {text.privacyNote}
          </a>
        </p>
      </div>
    </form>
  );
}

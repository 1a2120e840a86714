import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { localizeHref } from "@/i18n/href";
import type { ContactFormText } from "./contact-form";

/** Error codes the forms can show, as FormErrors keys. */
export const errorCodes = [
  "firstName.required",
  "firstName.tooLong",
  "firstName.invalid",
  "firstName.invisible",
  "lastName.required",
  "lastName.tooLong",
  "lastName.invalid",
  "lastName.invisible",
  "fullName.required",
  "fullName.tooLong",
  "fullName.invalid",
  "fullName.invisible",
  "email.required",
  "email.invalid",
  "email.tooLong",
  "phone.invalid",
  "phone.tooLong",
  "message.required",
  "message.tooLong",
  "message.invalid",
  "trainingInterest.invalid",
  "courses.required",
  "courses.invalid",
  "courses.tooMany",
  "courses.duplicate",
  "form.invalid",
  "idempotencyKey.invalid",
  "locale.invalid",
  "request.validation",
  "request.rate_limited",
  "request.store_unavailable",
  "request.too_large",
  "request.network",
  "request.generic",
] as const;

/** Translated form errors, for client islands (they get strings, not the message catalogue). */
export async function formErrorTexts(locale: Locale): Promise<Record<string, string>> {
  const t = await getTranslations({ locale, namespace: "FormErrors" });
  return Object.fromEntries(errorCodes.map((code) => [code, t(code)]));
}

export async function contactFormText(locale: Locale): Promise<ContactFormText> {
  const t = await getTranslations({ locale, namespace: "ContactForm" });
  return {
    firstName: t("firstName"),
    lastName: t("lastName"),
    email: t("email"),
    phone: t("phone"),
    optional: t("optional"),
    trainingInterest: t("trainingInterest"),
    interestPlaceholder: t("interestPlaceholder"),
    interests: {
      it: t("interest.it"),
      english: t("interest.english"),
      business: t("interest.business"),
      corporate: t("interest.corporate"),
      other: t("interest.other"),
    },
    message: t("message"),
    messagePlaceholder: t("messagePlaceholder"),
    submit: t("submit"),
    sending: t("sending"),
    sentTitle: t("sentTitle"),
    sentText: t("sentText"),
    reference: t("reference", { ref: "{ref}" }),
    sendAnother: t("sendAnother"),
    honeypot: t("honeypot"),
    privacyNote: t("privacyNote"),
    privacyHref: localizeHref("/privacy", locale),
    errors: await formErrorTexts(locale),
  };
}

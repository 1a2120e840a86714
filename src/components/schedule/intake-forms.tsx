import { useTranslations } from "next-intl";
import { Field, inputClass } from "@/components/forms/field";
import { Honeypot } from "@/components/forms/honeypot";
import { LeadSourceField } from "@/components/forms/lead-source-field";
import { buttonClass } from "@/components/ui/button-link";
import type { Locale } from "@/i18n/locales";
import { limits } from "@/schemas/limits";

type Common = { locale: Locale; formId: string };

const contactInputs = [
  { name: "fullName", type: "text", maxLength: limits.fullName, autoComplete: "name" },
  { name: "email", type: "email", maxLength: limits.email, autoComplete: "email", dir: "ltr" },
  { name: "phone", type: "tel", maxLength: limits.phone, autoComplete: "tel", dir: "ltr" },
] as const;

/** Name, e-mail and phone, shared by both forms; the phone is optional on the interest list. */
function ContactFields({ formId, phoneRequired }: { formId: string; phoneRequired: boolean }) {
  const t = useTranslations("Schedule");
  const forms = useTranslations("Forms");
  return contactInputs.map(({ name, ...input }) => {
    const id = `${formId}-${name}`;
    const required = name !== "phone" || phoneRequired;
    return (
      <Field key={name} id={id} label={t(name)} hint={required ? undefined : forms("optional")}>
        <input id={id} name={name} required={required} className={inputClass} {...input} />
      </Field>
    );
  });
}

/**
 * "Reserve a seat" on a dated intake: a plain form posted to /api/seat, which stores the request and answers
 * with the confirmation page (or a page listing what to correct). Works without JavaScript.
 */
export function SeatForm({ locale, formId, intakeId }: Common & { intakeId: string }) {
  const t = useTranslations("Schedule");
  const forms = useTranslations("Forms");
  return (
    <form method="post" action="/api/seat" className="mt-4 grid gap-1" data-testid="seat-form">
      <input type="hidden" name="intake" value={intakeId} />
      <LeadSourceField />
      <input type="hidden" name="locale" value={locale} />
      <ContactFields formId={formId} phoneRequired />
      <Field id={`${formId}-message`} label={t("message")} hint={forms("optional")}>
        <textarea
          id={`${formId}-message`}
          name="message"
          rows={2}
          maxLength={limits.seatMessage}
          className={inputClass}
        />
      </Field>
      <Honeypot form={formId} />
      <p className="text-sm text-slate-600">{t("reserveHint")}</p>
      <p className="text-sm text-slate-600">{t("consent")}</p>
      <button type="submit" className={buttonClass("primary", "mt-3 w-full sm:w-auto")}>
        {t("send")}
      </button>
    </form>
  );
}

/** "Join the interest list" of a course without a date, posted to /api/interest the same way. */
export function InterestForm({ locale, formId, course }: Common & { course: string }) {
  const t = useTranslations("Schedule");
  return (
    <form method="post" action="/api/interest" className="mt-4 grid gap-1" data-testid="interest-form">
      <input type="hidden" name="course" value={course} />
      <LeadSourceField />
      <input type="hidden" name="locale" value={locale} />
      <ContactFields formId={formId} phoneRequired={false} />
      <Honeypot form={formId} />
      <p className="text-sm text-slate-600">{t("consent")}</p>
      <button type="submit" className={buttonClass("primary", "mt-3 w-full sm:w-auto")}>
        {t("sendInterest")}
      </button>
    </form>
  );
}

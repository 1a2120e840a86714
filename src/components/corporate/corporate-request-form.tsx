import { getTranslations } from "next-intl/server";
import { Field, inputClass } from "@/components/forms/field";
import { Honeypot } from "@/components/forms/honeypot";
import { LeadSourceField } from "@/components/forms/lead-source-field";
import { buttonClass } from "@/components/ui/button-link";
import { getCourses } from "@/content/catalog";
import { monthName } from "@/i18n/dates";
import type { Locale } from "@/i18n/locales";
import { limits } from "@/schemas/limits";
import { deliveryModes, monthsOfYear, teamSizes, trainingAreas } from "@/schemas/corporate";

const choice =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50";
const legend = "mb-2 text-sm font-semibold text-slate-800";

type TextInput = { type: string; maxLength: number; autoComplete?: string; dir?: "ltr" };

/**
 * The corporate training request: a plain form posted to /api/corporate (it works without JavaScript), which
 * stores the request as a lead of kind `corporate` and answers with the confirmation page, or a page that lists
 * what to correct. The topics are the catalogue's areas and, within each, its courses.
 */
export async function CorporateRequestForm({ locale, formId = "corporate" }: { locale: Locale; formId?: string }) {
  const t = await getTranslations({ locale, namespace: "CorporateRequest" });
  const forms = await getTranslations({ locale, namespace: "Forms" });
  const courses = await getCourses(locale);
  const id = (name: string) => `${formId}-${name}`;
  const text = (name: "company" | "fullName" | "role" | "email" | "phone", input: TextInput, required = true) => (
    <Field id={id(name)} label={t(name)} hint={required ? undefined : forms("optional")}>
      <input id={id(name)} name={name} required={required} className={inputClass} {...input} />
    </Field>
  );
  return (
    <form method="post" action="/api/corporate" className="grid gap-2" data-testid="corporate-form">
      <input type="hidden" name="locale" value={locale} />
      <LeadSourceField />
      <div className="grid gap-x-4 sm:grid-cols-2">
        {text("company", { type: "text", maxLength: limits.name, autoComplete: "organization" })}
        {text("fullName", { type: "text", maxLength: limits.fullName, autoComplete: "name" })}
        {text("role", { type: "text", maxLength: limits.name, autoComplete: "organization-title" }, false)}
        {text("email", { type: "email", maxLength: limits.email, autoComplete: "email", dir: "ltr" })}
        {text("phone", { type: "tel", maxLength: limits.phone, autoComplete: "tel", dir: "ltr" })}
        <Field id={id("teamSize")} label={t("teamSize")}>
          <select id={id("teamSize")} name="teamSize" required defaultValue="" className={inputClass}>
            <option value="" disabled>
              {t("teamSizeChoose")}
            </option>
            {teamSizes.map((size) => (
              <option key={size} value={size}>
                {t(`teamSizes.${size}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>

      <fieldset className="mt-2">
        <legend className={legend}>{t("topics")}</legend>
        <p className="mb-3 text-sm text-slate-600">{t("topicsHint")}</p>
        <div className="grid gap-3">
          {trainingAreas.map((area) => (
            <div key={area} className="rounded-xl border border-slate-200 p-3">
              <label className={choice}>
                <input type="checkbox" name="areas" value={area} className="size-5 accent-primary-700" />
                <span className="font-semibold">{t(`areas.${area}`)}</span>
              </label>
              <details className="mt-2">
                <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold text-primary-700">
                  {t("chooseCourses")}
                </summary>
                <div className="mt-2 grid gap-2 sm:grid-cols-2">
                  {courses
                    .filter((course) => course.area === area)
                    .map((course) => (
                      <label key={course.id} className={choice}>
                        <input
                          type="checkbox"
                          name="courses"
                          value={course.id}
                          className="size-5 shrink-0 accent-primary-700"
                        />
                        <span>{course.title}</span>
                      </label>
                    ))}
                </div>
              </details>
            </div>
          ))}
        </div>
      </fieldset>

      <fieldset className="mt-4">
        <legend className={legend}>{t("delivery")}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {deliveryModes.map((mode) => (
            <label key={mode} className={choice}>
              <input type="radio" name="delivery" value={mode} required className="size-5 accent-primary-700" />
              <span>{t(`deliveryModes.${mode}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="mt-4">
        <legend className={legend}>
          {t("months")} <span className="font-normal text-slate-600">{forms("optional")}</span>
        </legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {monthsOfYear.map((month) => (
            <label key={month} className={choice}>
              <input type="checkbox" name="months" value={month} className="size-5 accent-primary-700" />
              <span>{monthName(locale, month)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <Field id={id("message")} label={t("message")} hint={forms("optional")} className="mt-4">
        <textarea id={id("message")} name="message" rows={3} maxLength={limits.seatMessage} className={inputClass} />
      </Field>
      <Honeypot form={formId} />
      <p className="text-sm text-slate-600">{t("privacy")}</p>
      <button type="submit" className={buttonClass("primary", "mt-2 w-full sm:w-auto")}>
        {t("send")}
      </button>
    </form>
  );
}

import { useTranslations } from "next-intl";
import { HONEYPOT_FIELD } from "@/schemas/submission-fields";

/** A field people never see or fill; bots that fill it get a success-shaped answer and nothing is stored. */
export function Honeypot({ form }: { form: string }) {
  const t = useTranslations("Forms");
  return (
    <div className="hidden" aria-hidden="true">
      <label htmlFor={`${form}-${HONEYPOT_FIELD}`}>{t("honeypot")}</label>
      <input
        id={`${form}-${HONEYPOT_FIELD}`}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}

import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { AdvisorLauncher } from "./advisor-launcher";

/** Server wrapper: the advisor button with its translated texts. */
export async function Advisor({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Advisor" });
  return (
    <AdvisorLauncher
      locale={locale}
      text={{
        open: t("open"),
        title: t("title"),
        subtitle: t("subtitle"),
        close: t("close"),
        greeting: t("greeting"),
        examplesLabel: t("examplesLabel"),
        examples: [t("exampleOne"), t("exampleTwo"), t("exampleThree")],
        inputLabel: t("inputLabel"),
        placeholder: t("placeholder"),
        send: t("send"),
        thinking: t("thinking"),
        fallback: t("fallback"),
        network: t("network"),
        you: t("you"),
        advisor: t("advisor"),
        newConversation: t("newConversation"),
        disclaimer: t("disclaimer"),
      }}
    />
  );
}

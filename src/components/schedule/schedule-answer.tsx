import { CheckCircle2 } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button-link";
import { pageMetadata } from "@/i18n/metadata";
import type { Locale } from "@/i18n/locales";

/** What a form of the schedule answers once the lead is stored: a seat request ("sent"), an interest sign-up ("listed"). */
type Answer = "sent" | "listed";

export async function scheduleAnswerMetadata(answer: Answer, locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "Schedule" });
  return pageMetadata(`/schedule/${answer}`, locale, {
    title: t(`${answer}Title`),
    description: t(`${answer}Text`),
    index: false,
  });
}

export async function ScheduleAnswer({ answer, locale }: { answer: Answer; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Schedule" });
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <CheckCircle2 aria-hidden="true" className="size-16 text-english-700" />
      <h1 className="mt-6 text-3xl font-bold text-primary-900">{t(`${answer}Title`)}</h1>
      <p className="mt-3 max-w-xl text-lg text-slate-700">{t(`${answer}Text`)}</p>
      <ButtonLink href="/schedule" className="mt-8">
        {t("sentBack")}
      </ButtonLink>
    </section>
  );
}

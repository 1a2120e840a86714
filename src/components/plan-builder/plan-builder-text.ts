import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { MAX_PLAN_COURSES } from "@/schemas/plan";
import { formErrorTexts } from "@/components/contact-form/contact-form-text";
import type { PlanBuilderText } from "./plan-builder";

export async function planBuilderText(locale: Locale): Promise<PlanBuilderText> {
  const t = await getTranslations({ locale, namespace: "PlanBuilder" });
  const form = await getTranslations({ locale, namespace: "ContactForm" });
  const keep = { course: "{course}", position: "{position}" };
  return {
    catalogTitle: t("catalogTitle"),
    filterLabel: t("filterLabel"),
    filterPlaceholder: t("filterPlaceholder"),
    selectCourse: t("selectCourse"),
    addToPlan: t("addToPlan"),
    noMatch: t("noMatch"),
    planTitle: t("planTitle"),
    empty: t("empty"),
    up: t("up"),
    down: t("down"),
    remove: t("remove"),
    clear: t("clear"),
    moveUp: t("moveUp", keep),
    moveDown: t("moveDown", keep),
    removeCourse: t("removeCourse", keep),
    counts: Array.from({ length: MAX_PLAN_COURSES + 1 }, (_, count) => t("count", { count })),
    addedAnnouncement: t("addedAnnouncement", keep),
    removedAnnouncement: t("removedAnnouncement", keep),
    movedAnnouncement: t("movedAnnouncement", keep),
    clearedAnnouncement: t("clearedAnnouncement"),
    submitTitle: t("submitTitle"),
    fullName: t("fullName"),
    email: t("email"),
    phone: t("phone"),
    message: t("message"),
    optional: form("optional"),
    submit: t("submit"),
    sending: t("sending"),
    success: t("success"),
    failure: t("failure"),
    needCourse: t("needCourse"),
    honeypot: form("honeypot"),
    errors: await formErrorTexts(locale),
  };
}

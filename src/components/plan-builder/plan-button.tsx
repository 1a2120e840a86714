import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { AddToPlanButton } from "./add-to-plan-button";

/** Server wrapper: the translated 'Add to plan' button for one catalogue course. */
export async function PlanButton({ locale, courseId, course }: { locale: Locale; courseId: string; course: string }) {
  const t = await getTranslations({ locale, namespace: "PlanBuilder" });
  return (
    <AddToPlanButton
      courseId={courseId}
      course={course}
      addLabel={t("addCourseButton")}
      inPlanLabel={t("inPlan")}
      viewPlanLabel={t("viewPlan")}
    />
  );
}

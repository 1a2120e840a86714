"use client";

import { Check, Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { useHydrated } from "@/components/forms/use-hydrated";
import { planActions, usePlan } from "./plan-store";

/** 'Add to plan' on a course or path card; once added it says so and links to the plan builder. */
export function AddToPlanButton({ courseId, course }: { courseId: string; course: string }) {
  const t = useTranslations("AddToPlanButton");
  const hydrated = useHydrated();
  const inPlan = usePlan().includes(courseId);
  const base = "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold";
  if (inPlan) {
    return (
      <Link
        href="/start-learning"
        className={`${base} bg-english-50 text-english-700 ring-1 ring-english-100 ring-inset hover:bg-english-100`}
      >
        <Check aria-hidden="true" className="size-4" />
        {t("inPlan")}
        <span className="sr-only">
          : {course}. {t("viewPlan")}
        </span>
      </Link>
    );
  }
  return (
    <button
      type="button"
      disabled={!hydrated}
      onClick={() => planActions.add(courseId)}
      className={`${base} bg-accent-100 text-primary-950 ring-1 ring-accent-300 ring-inset hover:bg-accent-300 disabled:opacity-60`}
      data-testid="add-to-plan"
    >
      <Plus aria-hidden="true" className="size-4" />
      {t("add")}
      <span className="sr-only">: {course}</span>
    </button>
  );
}

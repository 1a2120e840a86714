import { Check } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { areaStyle } from "@/components/ui/area-style";
import { Icon } from "@/components/ui/icon";
import type { CourseView } from "@/content/catalog";
import type { Locale } from "@/i18n/locales";
import { AddToPlanButton } from "@/components/plan-builder/add-to-plan-button";
import { HoursBadge, OutlineAction, PathLink } from "./course-bits";
import { CardNextIntake } from "@/components/schedule/next-intake";

type Course = CourseView;
const style = areaStyle.business;

/** A business programme: duration badge, description, three key features, outline and path. No rating. */
export async function BusinessCard({ locale, course }: { locale: Locale; course: Course }) {
  const t = await getTranslations({ locale, namespace: "Courses" });
  return (
    <article
      className={`flex h-full flex-col rounded-2xl border border-t-4 border-slate-200 bg-white p-6 shadow-sm ${style.border}`}
      data-testid="business-card"
    >
      <div className="flex items-start justify-between gap-2">
        <span className={`flex size-12 items-center justify-center rounded-xl ${style.icon}`}>
          <Icon name={course.icon} />
        </span>
        {course.hours ? <HoursBadge label={t("hours", { count: course.hours })} /> : null}
      </div>
      <h3 className="mt-4 text-lg font-bold text-primary-900">{course.title}</h3>
      <p className="mt-2 text-sm text-slate-600">{course.description}</p>
      <p className="mt-4 mb-2 text-sm font-semibold text-slate-800">{t("keyFeatures")}</p>
      <ul className="flex-1 space-y-1.5">
        {course.keyFeatures.map((feature) => (
          <li key={feature} className="flex gap-2 text-sm text-slate-700">
            <Check aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${style.text}`} />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <CardNextIntake locale={locale} course={course} />
      <div className="mt-6 flex flex-wrap gap-2">
        <AddToPlanButton courseId={course.id} course={course.title} />
        {course.pathSlug ? <PathLink locale={locale} slug={course.pathSlug} course={course.title} /> : null}
        <OutlineAction locale={locale} link={course.outline} course={course.title} />
      </div>
    </article>
  );
}

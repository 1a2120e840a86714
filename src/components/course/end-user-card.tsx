import { getTranslations } from "next-intl/server";
import { AddToPlanButton } from "@/components/plan-builder/add-to-plan-button";
import { ButtonLink } from "@/components/ui/button-link";
import { Icon } from "@/components/ui/icon";
import type { CourseView } from "@/content/catalog";
import type { Locale } from "@/i18n/locales";
import { LimitedList } from "./course-bits";

/** An IT end-user course: icon, title, description, three skills, "Add to plan" and a question about it. */
export async function EndUserCard({ locale, course }: { locale: Locale; course: CourseView }) {
  const t = await getTranslations({ locale, namespace: "Courses" });
  return (
    <article
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      data-testid="end-user-card"
    >
      <span className="flex size-11 items-center justify-center rounded-xl bg-it-50 text-it-700">
        <Icon name={course.icon} className="size-5" />
      </span>
      <h3 className="mt-4 font-bold text-primary-900">{course.title}</h3>
      <p className="mt-2 text-sm text-slate-600">{course.description}</p>
      <div className="mt-4 flex-1">
        <LimitedList items={course.skills} limit={3} more="" label={t("skills")} />
      </div>
      <div className="mt-6 flex flex-col gap-2">
        <AddToPlanButton courseId={course.id} course={course.title} />
        <ButtonLink href={`/contact?interest=${course.area}`} variant="secondary">
          {t("askAboutCourse")}
          <span className="sr-only">: {course.title}</span>
        </ButtonLink>
      </div>
    </article>
  );
}

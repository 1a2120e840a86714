import { getTranslations } from "next-intl/server";
import { areaStyle } from "@/components/ui/area-style";
import { Icon } from "@/components/ui/icon";
import type { CourseView } from "@/content/catalog";
import { displayLimits } from "@/content/figures";
import type { Locale } from "@/i18n/locales";
import { AddToPlanButton } from "@/components/plan-builder/add-to-plan-button";
import { HoursBadge, LimitedList, OutlineAction, PathLink } from "./course-bits";
import { CardNextIntake } from "@/components/schedule/next-intake";

const style = areaStyle.english;
const card = `flex h-full flex-col rounded-2xl border border-t-4 border-slate-200 bg-white p-6 shadow-sm ${style.border}`;

function LevelBadge({ level }: { level: string }) {
  return (
    <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${style.badge}`}>
      <bdi dir="ltr">{level}</bdi>
    </span>
  );
}

export async function GeneralEnglishCard({ locale, course }: { locale: Locale; course: CourseView }) {
  const t = await getTranslations({ locale, namespace: "Courses" });
  return (
    <article className={card} data-testid="general-english-card">
      <div className="flex items-start justify-between gap-2">
        <span className={`flex size-11 items-center justify-center rounded-xl ${style.icon}`}>
          <Icon name={course.icon} className="size-5" />
        </span>
        {course.level ? <LevelBadge level={course.level} /> : null}
      </div>
      <h3 className="mt-4 text-lg font-bold text-primary-900">{course.title}</h3>
      {course.hours ? <HoursBadge label={t("hours", { count: course.hours })} className="mt-2 self-start" /> : null}
      <p className="mt-3 text-sm text-slate-600">{course.description}</p>
      <div className="mt-4 flex-1">
        <LimitedList items={course.skills} limit={course.skills.length} more="" label={t("skills")} />
      </div>
      <CardNextIntake locale={locale} course={course} />
      <div className="mt-6 flex flex-wrap gap-2">
        <AddToPlanButton courseId={course.id} course={course.title} />
        {course.pathSlug ? <PathLink locale={locale} slug={course.pathSlug} course={course.title} /> : null}
      </div>
    </article>
  );
}

export async function ConversationCard({ locale, course }: { locale: Locale; course: CourseView }) {
  const t = await getTranslations({ locale, namespace: "Courses" });
  const hidden = course.topics.length - displayLimits.topics;
  return (
    <article className={card} data-testid="conversation-card">
      <div className="flex items-center justify-between gap-2">
        {course.level ? <LevelBadge level={course.level} /> : null}
        {course.hours ? <HoursBadge label={t("hours", { count: course.hours })} /> : null}
      </div>
      <h3 className="mt-4 text-lg font-bold text-primary-900">{course.title}</h3>
      <p className="mt-2 text-sm text-slate-600">{course.description}</p>
      <p className="mt-3 text-sm text-slate-700">
        <span className="font-semibold">{t("goal")}: </span>
        {course.goal}
      </p>
      <div className="mt-4 flex-1">
        <p className="mb-2 text-sm font-semibold text-slate-800">{t("topics")}</p>
        <LimitedList
          items={course.topics}
          limit={displayLimits.topics}
          more={t("moreTopics", { count: hidden })}
          label={t("topics")}
        />
      </div>
      <CardNextIntake locale={locale} course={course} />
      <div className="mt-6 flex flex-wrap gap-2">
        <AddToPlanButton courseId={course.id} course={course.title} />
        <OutlineAction locale={locale} link={course.outline} label={t("downloadOutlinePdf")} course={course.title} />
        {course.pathSlug ? <PathLink locale={locale} slug={course.pathSlug} course={course.title} /> : null}
      </div>
    </article>
  );
}

export async function ExamCard({ locale, course }: { locale: Locale; course: CourseView }) {
  const t = await getTranslations({ locale, namespace: "Courses" });
  return (
    <article className={card} data-testid="exam-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${style.badge}`}>{course.level}</span>
        {course.hours ? <HoursBadge label={t("hours", { count: course.hours })} /> : null}
      </div>
      <h3 className="mt-4 text-xl font-bold text-primary-900">{course.title}</h3>
      <p className="mt-2 text-sm text-slate-600">{course.description}</p>
      <div className="mt-5 grid flex-1 gap-5 sm:grid-cols-2">
        <div>
          <p className="mb-2 text-sm font-semibold text-slate-800">{t("targetAudience")}</p>
          <LimitedList
            items={course.targetAudience}
            limit={displayLimits.audience}
            more={t("moreGroups", { count: course.targetAudience.length - displayLimits.audience })}
            label={t("targetAudience")}
          />
        </div>
        <div>
          <p className="mb-2 text-sm font-semibold text-slate-800">{t("objectives")}</p>
          <LimitedList
            items={course.learningObjectives}
            limit={displayLimits.objectives}
            more={t("moreObjectives", { count: course.learningObjectives.length - displayLimits.objectives })}
            label={t("objectives")}
          />
        </div>
      </div>
      <CardNextIntake locale={locale} course={course} />
      <div className="mt-6 flex flex-wrap gap-2">
        <AddToPlanButton courseId={course.id} course={course.title} />
        {course.pathSlug ? <PathLink locale={locale} slug={course.pathSlug} course={course.title} /> : null}
      </div>
    </article>
  );
}

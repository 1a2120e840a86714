import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { areaStyle } from "@/components/ui/area-style";
import type { CourseView } from "@/content/catalog";
import { displayLimits } from "@/content/figures";
import type { Locale } from "@/i18n/locales";
import { AddToPlanButton } from "@/components/plan-builder/add-to-plan-button";
import { LimitedList, OutlineAction, PathLink } from "./course-bits";
import { CardNextIntake } from "@/components/schedule/next-intake";

type Programme = CourseView;

/** An IT job-role programme: the first 3 skills, its outline (or 'Coming Soon') and its path. */
export async function ProgrammeCard({ locale, programme }: { locale: Locale; programme: Programme }) {
  const t = await getTranslations({ locale, namespace: "Courses" });
  const style = areaStyle.it;
  const hidden = programme.skills.length - displayLimits.skills;
  return (
    <article
      className={`flex h-full flex-col rounded-2xl border border-t-4 border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md ${style.border}`}
      data-testid="programme-card"
    >
      <span className={`flex size-12 items-center justify-center rounded-xl ${style.icon}`}>
        <Icon name={programme.icon} />
      </span>
      <h3 className="mt-4 text-lg font-bold text-primary-900">{programme.title}</h3>
      <p className="mt-2 text-sm text-slate-600">{programme.description}</p>
      <div className="mt-4 flex-1">
        <LimitedList
          items={programme.skills}
          limit={displayLimits.skills}
          more={t("moreSkills", { count: hidden })}
          label={t("skills")}
        />
      </div>
      <CardNextIntake locale={locale} course={programme} />
      <div className="mt-6 flex flex-wrap gap-2">
        <AddToPlanButton courseId={programme.id} course={programme.title} />
        {programme.pathSlug ? <PathLink locale={locale} slug={programme.pathSlug} course={programme.title} /> : null}
        <OutlineAction locale={locale} link={programme.outline} course={programme.title} />
      </div>
    </article>
  );
}

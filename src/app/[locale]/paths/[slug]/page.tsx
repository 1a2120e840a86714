import { ArrowLeft, CheckCircle2, Clock, Download, LifeBuoy, Wrench } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { CtaBand } from "@/components/ui/cta-band";
import { HeroPattern } from "@/components/ui/hero-pattern";
import { Icon } from "@/components/ui/icon";
import { areaStyle } from "@/components/ui/area-style";
import { buttonClass } from "@/components/ui/button-link";
import { getPath, getPathSlugs, planCourseForPath, totalHours } from "@/content/catalog";
import { AddToPlanButton } from "@/components/plan-builder/add-to-plan-button";
import { Link } from "@/i18n/navigation";
import { notFoundMetadata, pageMetadata } from "@/i18n/metadata";
import { PageLd } from "@/components/seo/page-ld";
import { asLocale } from "@/i18n/locale";
import { NextIntake } from "@/components/schedule/next-intake";
import { nextIntakeOfPath } from "@/content/intakes";
import { redirectOrNotFound } from "@/content/redirects";
import { getSite } from "@/content/site";
import { areaMessage, areaRoute } from "@/content/schema";

// Rendered again at least hourly: an intake shown as "next intake" leaves once its first day is over.
export const revalidate = 3600;

/** The paths published at build time are rendered then; a path published later is rendered on its first visit. */
export async function generateStaticParams() {
  return (await getPathSlugs()).map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: PageProps<"/[locale]/paths/[slug]">): Promise<Metadata> {
  const { locale: raw, slug } = await params;
  const locale = asLocale(raw);
  const path = await getPath(slug, locale);
  if (!path) return notFoundMetadata(locale);
  const [t, card, { brand }] = await Promise.all([
    getTranslations({ locale, namespace: "Metadata" }),
    getTranslations({ locale, namespace: "ShareCard" }),
    getSite(locale),
  ]);
  return pageMetadata(`/paths/${slug}`, locale, {
    title: path.meta.title || path.title,
    description:
      path.meta.description || t("pathDescription", { subtitle: path.subtitle, hours: totalHours(path.stages) }),
    card: { route: `/paths/${slug}/opengraph-image`, alt: card("alt", { title: path.title, brand }) },
    image: path.meta.image,
  });
}

export default async function PathPage({ params }: PageProps<"/[locale]/paths/[slug]">) {
  const { locale: raw, slug } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  const path = await getPath(slug, locale);
  if (!path) return redirectOrNotFound(`/paths/${slug}`, locale);
  const t = await getTranslations({ locale, namespace: "PathPage" });
  const courses = await getTranslations({ locale, namespace: "Courses" });
  const style = areaStyle[path.area];
  const outline = path.outline;
  const hours = totalHours(path.stages);
  const planCourse = await planCourseForPath(slug, locale);
  const nextIntake = await nextIntakeOfPath(slug, locale);

  return (
    <>
      <PageLd
        locale={locale}
        parent={{ name: t(areaMessage[path.area]), route: areaRoute[path.area] }}
        page={{ name: path.title, route: `/paths/${slug}` }}
        courses={[{ name: path.title, description: path.subtitle, route: `/paths/${slug}` }]}
      />
      <section aria-labelledby="page-title" className="relative isolate overflow-hidden bg-primary-900 text-white">
        <HeroPattern />
        <div className="container-page py-12 sm:py-16">
          <Link
            href={areaRoute[path.area]}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg text-sm font-semibold text-primary-100 hover:text-white"
          >
            <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t("back", { area: t(areaMessage[path.area]) })}
          </Link>
          <p className="mt-6">
            <span className="inline-block rounded-full bg-accent-400 px-3 py-1 text-xs font-semibold text-primary-950">
              {path.badge}
            </span>
          </p>
          <h1
            id="page-title"
            className="mt-4 max-w-4xl text-3xl font-extrabold tracking-tight sm:text-5xl rtl:tracking-normal"
          >
            {path.title}
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-primary-50">{path.subtitle}</p>
          {nextIntake ? (
            <div className="mt-4">
              <NextIntake locale={locale} intake={nextIntake} tone="dark" />
            </div>
          ) : null}
          <div className="mt-8 flex flex-wrap gap-3">
            {planCourse ? <AddToPlanButton courseId={planCourse.id} course={planCourse.name} /> : null}
            {outline ? (
              <a
                href={outline.href}
                className={buttonClass("accent")}
                {...(outline.external ? { target: "_blank", rel: "noopener noreferrer" } : { download: "" })}
              >
                <Download aria-hidden="true" className="size-4" />
                {t("downloadOutline")}
                {outline.external ? <span className="sr-only"> {courses("newTab")}</span> : null}
              </a>
            ) : null}
          </div>
        </div>
      </section>

      <div className="container-page grid gap-10 py-14 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="stages-title">
          <h2 id="stages-title" className="text-2xl font-bold text-primary-900">
            {t("stagesTitle")}
          </h2>
          <ol className="mt-8 space-y-6" data-testid="stages">
            {path.stages.map((stage, index) => (
              <li key={stage.title} className="relative flex gap-4 sm:gap-6">
                <div className="flex flex-col items-center">
                  <span
                    className={`flex size-11 shrink-0 items-center justify-center rounded-full text-base font-bold tabular-nums ${style.solid}`}
                  >
                    {index + 1}
                  </span>
                  {index < path.stages.length - 1 ? (
                    <span aria-hidden="true" className="mt-2 w-0.5 flex-1 bg-slate-200" />
                  ) : null}
                </div>
                <article className="flex-1 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div className="flex items-center gap-3">
                      <span className={`flex size-10 items-center justify-center rounded-lg ${style.icon}`}>
                        <Icon name={stage.icon} className="size-5" />
                      </span>
                      <div>
                        <p className="text-xs font-semibold text-slate-600">{t("stage", { number: index + 1 })}</p>
                        <h3 className="font-bold text-primary-900">{stage.title}</h3>
                      </div>
                    </div>
                    <span
                      className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-700"
                      data-testid="stage-hours"
                    >
                      <Clock aria-hidden="true" className="size-4" />
                      {courses("hours", { count: stage.hours })}
                    </span>
                  </div>
                  <ul className="mt-4 space-y-2">
                    {stage.points.map((point) => (
                      <li key={point} className="flex gap-2 text-sm text-slate-700">
                        <CheckCircle2 aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${style.text}`} />
                        <span>{point}</span>
                      </li>
                    ))}
                  </ul>
                </article>
              </li>
            ))}
          </ol>
        </section>

        <aside aria-labelledby="summary-title" className="space-y-5 lg:sticky lg:top-24 lg:self-start">
          <h2 id="summary-title" className="sr-only">
            {t("summaryTitle")}
          </h2>
          <section className={`rounded-2xl p-6 ${style.solid}`} data-testid="total-hours">
            <h3 className="text-sm font-semibold">{t("totalHours")}</h3>
            <p className="mt-1 text-4xl font-extrabold tabular-nums">{courses("hours", { count: hours })}</p>
            <p className="mt-1 text-sm">{t("acrossStages", { count: path.stages.length })}</p>
          </section>
          {path.coreTools ? (
            <section className="rounded-2xl border border-slate-200 bg-white p-6">
              <h3 className="flex items-center gap-2 font-bold text-primary-900">
                <Wrench aria-hidden="true" className="size-5" />
                {t("coreTools")}
              </h3>
              <ul className="mt-3 flex flex-wrap gap-2">
                {path.coreTools.map((tool) => (
                  <li
                    key={tool}
                    className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ${style.badge}`}
                    translate="no"
                  >
                    {tool}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section className="rounded-2xl border border-slate-200 bg-white p-6">
            <h3 className="font-bold text-primary-900">{t("keyOutcomes")}</h3>
            <ul className="mt-3 space-y-2">
              {path.outcomes.map((outcome) => (
                <li key={outcome} className="flex gap-2 text-sm text-slate-700">
                  <CheckCircle2 aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${style.text}`} />
                  <span>{outcome}</span>
                </li>
              ))}
            </ul>
          </section>
          {path.journey ? (
            <section className="rounded-2xl border border-slate-200 bg-white p-6">
              <h3 className="font-bold text-primary-900">{t("journey")}</h3>
              <ol className="mt-3 space-y-2">
                {path.journey.map((step, index) => (
                  <li key={step} className="flex gap-3 text-sm text-slate-700">
                    <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-bold tabular-nums">
                      {index + 1}
                    </span>
                    <span>{step}</span>
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
          <section className="rounded-2xl border border-slate-200 bg-white p-6">
            <h3 className="flex items-center gap-2 font-bold text-primary-900">
              <LifeBuoy aria-hidden="true" className="size-5" />
              {t("support")}
            </h3>
            <ul className="mt-3 space-y-2 text-sm text-slate-700">
              <li>{t("supportMentor")}</li>
              <li>{t("supportPractice")}</li>
              <li>{t("supportInterview")}</li>
            </ul>
          </section>
        </aside>
      </div>

      <CtaBand
        title={t("ctaTitle")}
        description={t("ctaDescription")}
        action={{ href: "/start-learning", label: t("ctaPlan") }}
        secondary={{ href: "/contact", label: t("ctaContact") }}
      />
    </>
  );
}

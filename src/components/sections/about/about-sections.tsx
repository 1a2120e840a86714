import { Award } from "lucide-react";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/ui/section";
import { StatList } from "@/components/ui/stat-list";
import { getAboutPage } from "@/content/about-page";
import type { Locale } from "@/i18n/locales";

export async function AboutStory({ locale }: { locale: Locale }) {
  const { story, milestones } = await getAboutPage(locale);
  return (
    <>
      <Section id="story" title={story.title}>
        <div className="mx-auto max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700">
          {story.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        <StatList
          stats={story.stats}
          label={story.statsLabel}
          className="mt-12 grid-cols-2 rounded-2xl bg-primary-50 p-8 md:grid-cols-4"
        />
      </Section>
      <Section id="milestones" tone="muted" title={milestones.title}>
        <ol className="relative mx-auto max-w-3xl space-y-8 border-s-2 border-primary-200 ps-8">
          {milestones.items.map((milestone, index) => (
            <li key={index} className="relative">
              <span
                aria-hidden="true"
                className="absolute -start-[2.6rem] top-1 size-4 rounded-full border-4 border-white bg-primary-600 ring-2 ring-primary-200"
              />
              <p className="text-sm font-bold text-primary-600 tabular-nums">{milestone.year}</p>
              <h3 className="mt-1 text-lg font-bold text-primary-900">{milestone.title}</h3>
              <p className="mt-1 text-slate-600">{milestone.description}</p>
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}

export async function AboutMission({ locale }: { locale: Locale }) {
  const { mission, approach, vision } = await getAboutPage(locale);
  return (
    <>
      <Section id="mission" title={mission.title}>
        <ul className="grid gap-6 md:grid-cols-3">
          {mission.cards.map((card, index) => (
            <li key={index} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex size-12 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
                <Icon name={card.icon} />
              </span>
              <h3 className="mt-4 text-lg font-bold text-primary-900">{card.title}</h3>
              <p className="mt-2 text-slate-600">{card.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="approach" tone="muted" title={approach.title} description={approach.description}>
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {approach.steps.map((step, index) => (
            <li key={index} className="rounded-2xl border border-slate-200 bg-white p-6">
              <div className="flex items-center gap-3">
                <span className="flex size-9 items-center justify-center rounded-full bg-primary-700 text-sm font-bold text-white tabular-nums">
                  {index + 1}
                </span>
                <Icon name={step.icon} className="size-5 text-primary-700" />
              </div>
              <h3 className="mt-4 text-lg font-bold text-primary-900">{step.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{step.description}</p>
            </li>
          ))}
        </ol>
        <div className="mx-auto mt-12 flex max-w-3xl flex-col items-center gap-4 rounded-2xl border border-accent-300 bg-accent-100 p-6 text-center sm:flex-row sm:text-start">
          <span className="flex size-16 shrink-0 items-center justify-center rounded-full bg-accent-400 text-primary-950">
            <Award aria-hidden="true" className="size-8" />
          </span>
          <div>
            <h3 className="text-lg font-bold text-primary-900">{approach.award.title}</h3>
            <p className="mt-1 text-slate-700">{approach.award.description}</p>
          </div>
        </div>
      </Section>
      <Section id="vision" title={vision.title}>
        <p className="mx-auto max-w-3xl text-center text-xl leading-relaxed font-medium text-primary-900 sm:text-2xl">
          {vision.text}
        </p>
      </Section>
    </>
  );
}

export async function AboutValues({ locale }: { locale: Locale }) {
  const { values, achievements } = await getAboutPage(locale);
  return (
    <>
      <Section id="values" tone="muted" title={values.title}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {values.items.map((value, index) => (
            <li key={index} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
                <Icon name={value.icon} className="size-5" />
              </span>
              <div>
                <h3 className="font-bold text-primary-900">{value.title}</h3>
                <p className="mt-1 text-sm text-slate-600">{value.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="achievements" title={achievements.title} description={achievements.description}>
        <StatList stats={achievements.stats} label={achievements.title} className="grid-cols-2 md:grid-cols-4" />
      </Section>
    </>
  );
}

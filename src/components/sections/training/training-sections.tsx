import { CalendarCheck, ExternalLink } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { BusinessCard } from "@/components/course/business-card";
import { EndUserCard } from "@/components/course/end-user-card";
import { ConversationCard, ExamCard, GeneralEnglishCard } from "@/components/course/english-cards";
import { ProgrammeCard } from "@/components/course/programme-card";
import { CtaBand } from "@/components/sections/cta-band";
import { WhyChooseGrid } from "@/components/sections/training/why-choose";
import { ExternalButtonLink } from "@/components/ui/button-link";
import { Section } from "@/components/ui/section";
import { StatList } from "@/components/ui/stat-list";
import { getBusinessTraining, getEnglishTraining, getItTraining } from "@/content/catalog";
import { statViews } from "@/content/page-parts";
import { getSite } from "@/content/site";
import { whyView } from "@/content/training-pages";
import type { Locale } from "@/i18n/locales";
import type { BrochureCtaBlock, CourseListBlock, FiguresBandBlock, WhyChooseBlock } from "@/payload-types";

/**
 * The training pages' sections, one block each (src/cms/section-blocks.ts), usable on any page: each gets its
 * block, its anchor and its background from the page's renderer (src/blocks/RenderBlocks.tsx).
 */
type Props<B> = { block: B; locale: Locale; id: string; tone: "white" | "muted" };

/** The cards of one kind of course, in the grid the training pages give them. */
async function courseCards(
  kind: CourseListBlock["kind"],
  locale: Locale,
): Promise<{ grid: string; cards: ReactNode[] }> {
  switch (kind) {
    case "it-programme":
    case "it-end-user": {
      const { programmes, endUserCourses } = await getItTraining(locale);
      return kind === "it-programme"
        ? {
            grid: "sm:grid-cols-2 lg:grid-cols-3",
            cards: programmes.map((p) => <ProgrammeCard key={p.id} locale={locale} programme={p} />),
          }
        : {
            grid: "sm:grid-cols-2 lg:grid-cols-4",
            cards: endUserCourses.map((c) => <EndUserCard key={c.id} locale={locale} course={c} />),
          };
    }
    case "english-general":
    case "english-conversation":
    case "english-exam": {
      const { general, conversation, exams } = await getEnglishTraining(locale);
      if (kind === "english-general")
        return {
          grid: "sm:grid-cols-2 lg:grid-cols-3",
          cards: general.map((c) => <GeneralEnglishCard key={c.id} locale={locale} course={c} />),
        };
      if (kind === "english-conversation")
        return {
          grid: "md:grid-cols-3",
          cards: conversation.map((c) => <ConversationCard key={c.id} locale={locale} course={c} />),
        };
      return { grid: "lg:grid-cols-2", cards: exams.map((c) => <ExamCard key={c.id} locale={locale} course={c} />) };
    }
    case "business": {
      const courses = await getBusinessTraining(locale);
      return {
        grid: "sm:grid-cols-2 lg:grid-cols-3",
        cards: courses.map((c) => <BusinessCard key={c.id} locale={locale} course={c} />),
      };
    }
  }
}

/** Every published course of one kind, with its card; the exam courses with the test centre's box under them. */
export async function CourseList({ block, locale, id, tone }: Props<CourseListBlock>) {
  const { grid, cards } = await courseCards(block.kind, locale);
  const box = block.kind === "english-exam" && block.testCentre?.title ? block.testCentre : undefined;
  const [site, common] = box
    ? await Promise.all([getSite(locale), getTranslations({ locale, namespace: "Common" })])
    : [undefined, undefined];
  return (
    <Section id={id} tone={tone} title={block.title} description={block.description ?? undefined}>
      <ul className={`grid gap-6 ${grid}`}>
        {cards.map((card, index) => (
          <li key={index}>{card}</li>
        ))}
      </ul>
      {box ? (
        <div className="mt-10 flex flex-col items-center gap-5 rounded-2xl bg-english-700 p-8 text-center text-white sm:flex-row sm:text-start">
          <CalendarCheck aria-hidden="true" className="size-12 shrink-0" />
          <div className="flex-1">
            <h3 className="text-xl font-bold">{box.title}</h3>
            <p className="mt-1 text-english-50">{box.text}</p>
          </div>
          {site?.examBookingUrl && box.bookingButton ? (
            <ExternalButtonLink href={site.examBookingUrl} variant="secondary" newTabLabel={common!("newTab")}>
              {box.bookingButton}
              <ExternalLink aria-hidden="true" className="size-4" />
            </ExternalButtonLink>
          ) : null}
        </div>
      ) : null}
    </Section>
  );
}

/** Reasons with icons, and figures beside or below them. */
export function WhyChoose({ block, id, tone }: Omit<Props<WhyChooseBlock>, "locale">) {
  const why = whyView(block);
  const figures = why.figures.length ? why.figures : undefined;
  return (
    <Section id={id} tone={tone} title={why.title}>
      {figures && block.figuresPlacement === "beside" ? (
        <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
          <WhyChooseGrid items={why.reasons} />
          <StatList
            label={why.figuresLabel}
            className="content-center gap-8 rounded-2xl bg-white p-8 shadow-sm"
            stats={figures}
          />
        </div>
      ) : (
        <>
          <WhyChooseGrid items={why.reasons} />
          {figures ? (
            <StatList
              stats={figures}
              label={why.figuresLabel}
              className="mt-12 grid-cols-2 rounded-2xl bg-white p-8 shadow-sm md:grid-cols-4"
            />
          ) : null}
        </>
      )}
    </Section>
  );
}

/** A light band of figures under the page's top. */
export function FiguresBand({ block, id }: { block: FiguresBandBlock; id: string }) {
  return (
    <section id={id} aria-label={block.label} className="border-b border-slate-200 bg-white">
      <div className="container-page py-10">
        <StatList label={block.label} className="grid-cols-2 md:grid-cols-4" stats={statViews(block.stats)} />
      </div>
    </section>
  );
}

/** The closing band: to the contact form, and the brochure asked for on WhatsApp with a message ready. */
export async function BrochureCta({ block, locale, id }: Omit<Props<BrochureCtaBlock>, "tone">) {
  const [site, common] = await Promise.all([getSite(locale), getTranslations({ locale, namespace: "Common" })]);
  return (
    <CtaBand
      id={id}
      title={block.title}
      description={block.description}
      action={{ href: "/contact?interest=business", label: block.primaryButton }}
      secondary={{
        href: `${site.whatsappHref}?${new URLSearchParams({ text: block.brochureMessage }).toString()}`,
        label: `${block.brochureButton} ${block.brochureHint}`,
        newTabLabel: common("newTab"),
      }}
    />
  );
}

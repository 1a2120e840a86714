import { Mail } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { ContactBlock } from "@/components/sections/company/contact-block";
import { buttonClass } from "@/components/ui/button-link";
import { Section } from "@/components/ui/section";
import { applyStepsView, jobOpeningsView } from "@/content/careers-page";
import { getSite } from "@/content/site";
import type { Locale } from "@/i18n/locales";
import type { ApplyStepsBlock, JobOpeningsBlock } from "@/payload-types";

/**
 * The careers page's sections, one block each (src/cms/section-blocks.ts), usable on any page: each gets its
 * block, its anchor and its background from the page's renderer (src/blocks/RenderBlocks.tsx).
 */
type Props<B> = { block: B; locale: Locale; id: string; tone: "white" | "muted" };

const areaKey = { it: "areaIt", english: "areaEnglish", business: "areaBusiness", staff: "areaStaff" } as const;

/** Open positions, each with a button that writes an e-mail to the centre with the position as its subject. */
export async function JobOpenings({ block, locale, id, tone }: Props<JobOpeningsBlock>) {
  const t = await getTranslations({ locale, namespace: "CompanyPages" });
  const site = await getSite(locale);
  const openings = jobOpeningsView(block);
  return (
    <Section id={id} tone={tone} title={openings.title}>
      <ul className="grid gap-6 md:grid-cols-2">
        {openings.jobs.map((job) => (
          <li key={job.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex flex-wrap gap-2 text-xs font-semibold">
              <span className="rounded-full bg-primary-50 px-2.5 py-1 text-primary-800">{t(areaKey[job.area])}</span>
              <span className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">{job.type}</span>
            </div>
            <h3 className="mt-3 text-lg font-bold text-primary-900">{job.title}</h3>
            <p className="mt-2 text-sm text-slate-600">{job.summary}</p>
            <p className="mt-4 text-sm font-semibold text-slate-800">{t("requirements")}</p>
            <ul className="mt-2 flex-1 list-disc space-y-1 ps-5 text-sm text-slate-700">
              {job.requirements.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <a
              href={`mailto:${site.email}?${new URLSearchParams({
                subject: t("applySubject", { title: job.title }),
              })
                .toString()
                .replaceAll("+", "%20")}`}
              className={buttonClass("secondary", "mt-6 self-start")}
            >
              <Mail aria-hidden="true" className="size-4" />
              {t("applyFor")}
              <span className="sr-only">: {job.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Numbered steps beside the centre's contact details (from the business details). */
export function ApplySteps({ block, locale, id, tone }: Props<ApplyStepsBlock>) {
  const apply = applyStepsView(block);
  return (
    <Section id={id} tone={tone} title={apply.title}>
      <div className="mx-auto grid max-w-5xl gap-8 lg:grid-cols-2">
        <ol className="space-y-4">
          {apply.steps.map((step, index) => (
            <li key={step} className="flex gap-4">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-700 font-bold text-white tabular-nums">
                {index + 1}
              </span>
              <p className="pt-1.5 text-slate-700">{step}</p>
            </li>
          ))}
        </ol>
        <ContactBlock locale={locale} />
      </div>
    </Section>
  );
}

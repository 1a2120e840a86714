import { getTranslations } from "next-intl/server";
import { Fragment, type ReactNode } from "react";
import { ClientRows } from "@/components/media/client-rows";
import { LogoTile } from "@/components/media/logo-tile";
import { MarqueeGroup } from "@/components/media/marquee";
import { MarqueeRow } from "@/components/media/marquee-row";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/ui/section";
import { getClientRows, getPartners } from "@/content/showcase";
import { getSiteLists } from "@/content/site";
import type { Locale } from "@/i18n/locales";
import type { LogosBlock } from "@/payload-types";
import type { BlockProps } from "../ui";

type Part = LogosBlock["parts"][number];

/** One part's logos or industries: moving rows and boxed industries, or still lists of tiles. */
async function PartContent({
  part,
  moving,
  label,
  locale,
  spaced,
}: {
  part: Part;
  moving: boolean;
  label: string;
  locale: Locale;
  spaced: string;
}): Promise<ReactNode> {
  if (part.show === "industries") {
    const { industries } = await getSiteLists(locale);
    return moving ? (
      <ul className={`${spaced} grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6`}>
        {industries.map((industry, index) => (
          <li
            key={industry.id ?? index}
            className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
              <Icon name={industry.icon} className="size-5" />
            </span>
            <span className="text-sm font-semibold text-slate-800">{industry.name}</span>
          </li>
        ))}
      </ul>
    ) : (
      <ul className={`${spaced} grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6`}>
        {industries.map((industry, index) => (
          <li
            key={industry.id ?? index}
            className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4"
          >
            <Icon name={industry.icon} className="size-5 text-primary-700" />
            <span className="text-sm font-semibold text-slate-800">{industry.name}</span>
          </li>
        ))}
      </ul>
    );
  }
  if (part.show === "partners") {
    const partners = await getPartners(locale);
    return moving ? (
      <div className={spaced}>
        <MarqueeRow items={partners} direction="left" label={label} tile="partner" />
      </div>
    ) : (
      <ul className={`${spaced} flex flex-wrap justify-center gap-2`}>
        {partners.map((partner) => (
          <li
            key={partner.name}
            className="rounded-full border border-slate-200 bg-white px-4 py-2 text-sm font-semibold text-slate-700"
            translate="no"
          >
            <LogoTile item={partner} height={24} />
          </li>
        ))}
      </ul>
    );
  }
  if (moving)
    return spaced ? (
      <div className={spaced}>
        <ClientRows locale={locale} />
      </div>
    ) : (
      <ClientRows locale={locale} />
    );
  const rows = await getClientRows(locale);
  return (
    <ul className={`${spaced} flex flex-wrap justify-center gap-3`}>
      {rows.flat().map((client) => (
        <li
          key={client.name}
          className="rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm font-semibold text-slate-700"
          translate="no"
        >
          <LogoTile item={client} height={32} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Clients, industries and training partners, in the editor's order: in moving rows (with a pause button for them
 * all) and boxed industries, or in still lists. The logos are edited in their lists, the industries in the
 * business details.
 */
export async function LogosComponent({ block, locale, id, tone }: BlockProps<LogosBlock>) {
  const moving = block.motion !== "still";
  const parts = await Promise.all(
    (block.parts ?? []).map(async (part, index) => {
      const heading = moving
        ? `${index > 0 ? "mt-16" : ""} text-center text-xl font-bold text-primary-900 sm:text-2xl`
        : `${index > 0 ? "mt-14" : ""} text-center text-xl font-bold text-primary-900`;
      const spaced = part.title ? (moving ? "mt-8" : "mt-6") : index > 0 ? (moving ? "mt-16" : "mt-14") : "";
      return (
        <Fragment key={part.id ?? index}>
          {part.title ? <h3 className={heading}>{part.title}</h3> : null}
          {part.title && part.description ? (
            <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">{part.description}</p>
          ) : null}
          {await PartContent({ part, moving, label: part.title || block.title, locale, spaced })}
        </Fragment>
      );
    }),
  );
  const t = moving ? await getTranslations({ locale, namespace: "HomePage" }) : undefined;
  return (
    <Section
      id={id}
      tone={tone}
      badge={block.badge ?? undefined}
      title={block.title}
      description={block.description ?? undefined}
    >
      {t ? (
        <MarqueeGroup pauseLabel={t("pauseLogos")} playLabel={t("playLogos")}>
          {parts}
        </MarqueeGroup>
      ) : (
        parts
      )}
    </Section>
  );
}

import { getTranslations } from "next-intl/server";
import { ClientRows } from "@/components/media/client-rows";
import { MarqueeGroup } from "@/components/media/marquee";
import { MarqueeRow } from "@/components/media/marquee-row";
import { Section } from "@/components/ui/section";
import { getPartners } from "@/content/showcase";
import type { LogosBlock } from "@/payload-types";
import type { BlockProps } from "../ui";

/** The client logos in moving rows, or the training partners' in one (edited in their lists). */
export async function LogosComponent({ block, locale, id, tone }: BlockProps<LogosBlock>) {
  const t = await getTranslations({ locale, namespace: "HomePage" });
  return (
    <Section id={id} tone={tone} title={block.title} description={block.description ?? undefined}>
      <MarqueeGroup pauseLabel={t("pauseLogos")} playLabel={t("playLogos")}>
        {block.of === "partners" ? (
          <MarqueeRow items={await getPartners(locale)} direction="left" label={block.title} tile="partner" />
        ) : (
          <ClientRows locale={locale} />
        )}
      </MarqueeGroup>
    </Section>
  );
}

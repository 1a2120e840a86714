import { getTranslations } from "next-intl/server";
import { CtaBand } from "@/components/ui/cta-band";
import { getSite } from "@/content/site";
import type { CtaBlock } from "@/payload-types";
import { buttonLink, type BlockProps } from "../ui";

/** The band; its second button leads to its address, or opens a WhatsApp chat with the centre, a message ready. */
export async function CallToActionComponent({ block, locale, id }: BlockProps<CtaBlock>) {
  const primary = buttonLink(block.primary);
  if (!primary) return null;
  let secondary: { href: string; label: string; newTabLabel?: string } | undefined = buttonLink(block.secondary);
  if (block.secondaryOpens === "whatsapp" && block.secondary?.label) {
    const [site, common] = await Promise.all([getSite(locale), getTranslations({ locale, namespace: "Common" })]);
    const message = block.whatsappMessage ? `?${new URLSearchParams({ text: block.whatsappMessage })}` : "";
    secondary = {
      href: `${site.whatsappHref}${message}`,
      label: block.whatsappHint ? `${block.secondary.label} ${block.whatsappHint}` : block.secondary.label,
      newTabLabel: common("newTab"),
    };
  }
  return <CtaBand id={id} title={block.title} description={block.description} action={primary} secondary={secondary} />;
}

import { CtaBand } from "@/components/sections/cta-band";
import type { CtaBlock } from "@/payload-types";
import { buttonLink, type BlockProps } from "../ui";

export function CallToActionComponent({ block, id }: BlockProps<CtaBlock>) {
  const primary = buttonLink(block.primary);
  const secondary = buttonLink(block.secondary);
  if (!primary) return null;
  return <CtaBand id={id} title={block.title} description={block.description} action={primary} secondary={secondary} />;
}

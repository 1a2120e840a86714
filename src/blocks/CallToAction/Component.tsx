import { CtaBand } from "@/components/sections/cta-band";
import type { CtaBlock } from "@/payload-types";
import { filled, type BlockProps, type Button } from "../ui";

export function CallToActionComponent({ block, id }: BlockProps<CtaBlock>) {
  const link = (button: Button) => (filled(button) ? { href: button.href, label: button.label } : undefined);
  const primary = link(block.primary);
  const secondary = link(block.secondary);
  if (!primary) return null;
  return <CtaBand id={id} title={block.title} description={block.description} action={primary} secondary={secondary} />;
}

import { TestimonialGrid } from "@/components/media/testimonial-grid";
import { Section } from "@/components/ui/section";
import type { TestimonialsBlock } from "@/payload-types";
import type { BlockProps } from "../ui";

/** The testimonial videos (edited in Testimonial videos). */
export function TestimonialsComponent({ block, locale, id, tone }: BlockProps<TestimonialsBlock>) {
  return (
    <Section
      id={id}
      tone={tone}
      badge={block.badge ?? undefined}
      title={block.title}
      description={block.description ?? undefined}
    >
      <TestimonialGrid locale={locale} />
    </Section>
  );
}

import { Section } from "@/components/ui/section";
import { TestimonialGrid } from "@/components/media/testimonial-grid";
import { getHomePage } from "@/content/home-page";
import type { Locale } from "@/i18n/locales";

export async function HomeTestimonials({ locale }: { locale: Locale }) {
  const page = await getHomePage(locale);
  return (
    <Section
      id="testimonials"
      badge={page.testimonials.badge}
      title={page.testimonials.title}
      description={page.testimonials.description}
    >
      <TestimonialGrid locale={locale} />
    </Section>
  );
}

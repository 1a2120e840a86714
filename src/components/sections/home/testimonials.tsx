import { getTranslations } from "next-intl/server";
import { Section } from "@/components/ui/section";
import { VideoFacade } from "@/components/media/video-facade";
import { getHomePage } from "@/content/home-page";
import { getTestimonials } from "@/content/showcase";
import type { Locale } from "@/i18n/locales";

export async function HomeTestimonials({ locale }: { locale: Locale }) {
  const media = await getTranslations({ locale, namespace: "Media" });
  const [page, testimonials] = await Promise.all([getHomePage(locale), getTestimonials(locale)]);

  return (
    <Section
      id="testimonials"
      badge={page.testimonials.badge}
      title={page.testimonials.title}
      description={page.testimonials.description}
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {testimonials.map((item) => (
          <li
            key={item.playlist}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
            data-testid="testimonial"
          >
            <VideoFacade
              playlistId={item.playlist}
              title={item.title}
              playLabel={media("playVideo", { title: item.title })}
              notice={media("videoNotice")}
              randomStart
            />
            <h3 className="mt-4 text-lg font-bold text-primary-900">{item.title}</h3>
            <p className="mt-1 text-sm text-slate-600">{item.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

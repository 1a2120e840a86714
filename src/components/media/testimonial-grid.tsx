import { getTranslations } from "next-intl/server";
import { VideoFacade } from "@/components/media/video-facade";
import { getTestimonials } from "@/content/showcase";
import type { Locale } from "@/i18n/locales";

/** The testimonial videos (edited in Testimonial videos), each behind its play button. */
export async function TestimonialGrid({ locale }: { locale: Locale }) {
  const [media, testimonials] = await Promise.all([
    getTranslations({ locale, namespace: "Media" }),
    getTestimonials(locale),
  ]);
  return (
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
  );
}

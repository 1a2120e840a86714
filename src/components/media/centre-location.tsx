import { Globe, MapPin } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { MapFacade } from "@/components/media/map-facade";
import { buttonClass } from "@/components/ui/button-link";
import { getSite } from "@/content/site";
import type { Locale } from "@/i18n/locales";

type Props = { locale: Locale; id: string; title: string; text?: string; className: string };

/** The centre's address, a link to Google Maps and the map behind its click-to-load poster (business details). */
export async function CentreLocation({ locale, id, title, text, className }: Props) {
  const [media, common, site] = await Promise.all([
    getTranslations({ locale, namespace: "Media" }),
    getTranslations({ locale, namespace: "Common" }),
    getSite(locale),
  ]);
  const place = site.address.line;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`py-16 ${className}`}>
      <div className="container-page grid items-center gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div>
          <h2 id={`${id}-title`} className="text-2xl font-bold text-primary-900 sm:text-3xl">
            {title}
          </h2>
          {text ? <p className="mt-3 text-slate-600">{text}</p> : null}
          <p className="mt-4 flex gap-2 font-semibold text-slate-800">
            <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary-700" />
            <span>{place}</span>
          </p>
          <a
            href={site.map.link}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass("secondary", "mt-6")}
          >
            <Globe aria-hidden="true" className="size-4" />
            {media("openMap")}
            <span className="sr-only">{common("newTab")}</span>
          </a>
        </div>
        <MapFacade
          embedUrl={site.map.embed}
          title={media("mapTitle", { place })}
          loadLabel={media("loadMap")}
          notice={media("mapNotice")}
        />
      </div>
    </section>
  );
}

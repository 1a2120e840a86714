import { getTranslations } from "next-intl/server";
import { buttonLink } from "@/blocks/ui";
import { VideoFacade } from "@/components/media/video-facade";
import { ButtonLink } from "@/components/ui/button-link";
import { HeroPattern } from "@/components/ui/hero-pattern";
import { StatList } from "@/components/ui/stat-list";
import { fillPlaceholders } from "@/content/page-parts";
import { getSite } from "@/content/site";
import type { HeroProps } from "../types";

/** The home page's top: its texts, two buttons and figures beside the video of the playlist set in Business details. */
export async function VideoHero({ hero, locale }: HeroProps) {
  const [media, site] = await Promise.all([getTranslations({ locale, namespace: "Media" }), getSite(locale)]);
  const primary = buttonLink(hero.primary);
  const secondary = buttonLink(hero.secondary);
  const videoTitle = hero.videoTitle ?? "";
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-primary-900 text-white">
      <HeroPattern />
      <div className="container-page grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-2 lg:py-24">
        <div>
          <p className="inline-block rounded-full bg-accent-400 px-3 py-1 text-xs font-semibold text-primary-950">
            {hero.badge}
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl rtl:tracking-normal"
          >
            {hero.title}
          </h1>
          <p className="mt-4 text-xl font-semibold text-accent-300 sm:text-2xl">{hero.sloganOne}</p>
          <p className="mt-1 text-lg text-primary-100 sm:text-xl">{hero.sloganTwo}</p>
          <p className="mt-4 text-sm font-medium text-primary-200">
            {fillPlaceholders(hero.parentLine ?? "", { group: site.parentCompany })}
          </p>
          <p className="mt-5 max-w-xl text-base leading-relaxed text-primary-50 sm:text-lg">{hero.description}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            {primary ? (
              <ButtonLink href={primary.href} variant="accent">
                {primary.label}
              </ButtonLink>
            ) : null}
            {secondary ? (
              <ButtonLink href={secondary.href} variant="inverse">
                {secondary.label}
              </ButtonLink>
            ) : null}
          </div>
          <StatList
            stats={(hero.stats ?? []).map(({ value, label }) => ({ value, label }))}
            label={hero.statsLabel ?? ""}
            tone="dark"
            className="mt-10 grid-cols-3 border-t border-white/15 pt-8"
          />
        </div>
        <div>
          <VideoFacade
            playlistId={site.heroPlaylist}
            title={videoTitle}
            playLabel={media("playVideo", { title: videoTitle })}
            notice={media("videoNotice")}
          />
        </div>
      </div>
    </section>
  );
}

import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button-link";
import { StatList } from "@/components/ui/stat-list";
import { VideoFacade } from "@/components/media/video-facade";
import { getSite } from "@/content/site";
import { videoHeroView } from "@/content/home-page";
import type { Locale } from "@/i18n/locales";
import type { VideoHeroBlock } from "@/payload-types";
import { HeroPattern } from "@/components/ui/hero-pattern";

/** The hero with the video of the playlist set in the business details (the block "Hero with video and figures"). */
export async function HomeHero({ block, locale }: { block: VideoHeroBlock; locale: Locale }) {
  const media = await getTranslations({ locale, namespace: "Media" });
  const site = await getSite(locale);
  const hero = videoHeroView(block, site.parentCompany);

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
          <p className="mt-4 text-sm font-medium text-primary-200">{hero.parentLine}</p>
          <p className="mt-5 max-w-xl text-base leading-relaxed text-primary-50 sm:text-lg">{hero.description}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href="/start-learning" variant="accent">
              {hero.primaryButton}
            </ButtonLink>
            <ButtonLink href="#services" variant="inverse">
              {hero.secondaryButton}
            </ButtonLink>
          </div>
          <StatList
            stats={hero.stats}
            label={hero.statsLabel}
            tone="dark"
            className="mt-10 grid-cols-3 border-t border-white/15 pt-8"
          />
        </div>
        <div>
          <VideoFacade
            playlistId={site.heroPlaylist}
            title={hero.videoTitle}
            playLabel={media("playVideo", { title: hero.videoTitle })}
            notice={media("videoNotice")}
          />
        </div>
      </div>
    </section>
  );
}

import { getTranslations } from "next-intl/server";
import { VideoFacade } from "@/components/media/video-facade";
import { Section } from "@/components/ui/section";
import { youtubeId } from "@/lib/youtube";
import type { VideoBlock } from "@/payload-types";
import type { BlockProps } from "../ui";

/** One YouTube video or playlist, loaded when the visitor presses play. */
export async function VideoComponent({ block, locale, id, tone }: BlockProps<VideoBlock>) {
  const media = await getTranslations({ locale, namespace: "Media" });
  const source = youtubeId(block.youtube);
  if (!source) return null;
  const [kind, value] = source.split(":") as ["v" | "list", string];
  return (
    <Section id={id} tone={tone} title={block.title} description={block.description ?? undefined}>
      <div className="mx-auto max-w-4xl">
        <VideoFacade
          playlistId={value}
          video={kind === "v"}
          title={block.title}
          playLabel={media("playVideo", { title: block.title })}
          notice={media("videoNotice")}
        />
      </div>
    </Section>
  );
}

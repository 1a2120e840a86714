"use client";

import { Play } from "lucide-react";
import { useState } from "react";

type Props = {
  /** A playlist, or with `video` one video. */
  playlistId: string;
  video?: boolean;
  title: string;
  playLabel: string;
  notice: string;
  /** Start at a random video (0-49), chosen once when the page loads in the browser. */
  randomStart?: boolean;
};

export const MAX_START_INDEX = 49;

// One random start per playlist, chosen once per page load in the browser.
const startIndexes = new Map<string, number>();
function startIndexFor(playlistId: string): number {
  let index = startIndexes.get(playlistId);
  if (index === undefined) {
    index = Math.floor(Math.random() * (MAX_START_INDEX + 1));
    startIndexes.set(playlistId, index);
  }
  return index;
}

/**
 * A YouTube playlist behind a click-to-load poster: nothing is fetched from YouTube until the visitor
 * asks for it, and the reserved 16:9 box keeps the layout from shifting.
 */
export function VideoFacade({ playlistId, video = false, title, playLabel, notice, randomStart = false }: Props) {
  const [playing, setPlaying] = useState(false);
  const startIndex = playing && randomStart && !video ? startIndexFor(playlistId) : 0;

  const src = video
    ? `https://www.youtube-nocookie.com/embed/${encodeURIComponent(playlistId)}?autoplay=1&rel=0`
    : `https://www.youtube-nocookie.com/embed/videoseries?${new URLSearchParams({
        list: playlistId,
        index: String(startIndex),
        autoplay: "1",
        rel: "0",
      }).toString()}`;

  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-primary-900 shadow-lg">
      {playing ? (
        <iframe
          src={src}
          title={title}
          data-start-index={startIndex}
          className="absolute inset-0 size-full"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 flex size-full flex-col items-center justify-center gap-3 bg-[radial-gradient(circle_at_30%_20%,#1f6fb5_0%,#0a2f52_70%)] p-4 text-white"
        >
          <span className="flex size-16 items-center justify-center rounded-full bg-white/95 text-primary-800 shadow-lg transition-transform group-hover:scale-105">
            <Play aria-hidden="true" className="size-7 translate-x-0.5 fill-current" />
          </span>
          <span className="text-base font-semibold">{playLabel}</span>
          <span className="text-xs text-primary-100">{notice}</span>
        </button>
      )}
    </div>
  );
}

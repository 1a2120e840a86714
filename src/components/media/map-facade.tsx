"use client";

import { MapPin } from "lucide-react";
import { useState } from "react";

type Props = { embedUrl: string; title: string; loadLabel: string; notice: string };

/** Google Maps behind a click-to-load poster: nothing is fetched from Google until the visitor asks. */
export function MapFacade({ embedUrl, title, loadLabel, notice }: Props) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className="relative aspect-[4/3] w-full overflow-hidden rounded-2xl border border-slate-200 bg-primary-50 sm:aspect-video">
      {loaded ? (
        <iframe
          src={embedUrl}
          title={title}
          className="absolute inset-0 size-full"
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          onClick={() => setLoaded(true)}
          className="absolute inset-0 flex size-full flex-col items-center justify-center gap-3 bg-[linear-gradient(135deg,#eef5fb_25%,#d6e6f5_25%,#d6e6f5_50%,#eef5fb_50%,#eef5fb_75%,#d6e6f5_75%)] bg-[length:40px_40px] p-4 text-primary-900"
        >
          <span className="flex size-14 items-center justify-center rounded-full bg-primary-700 text-white shadow-lg">
            <MapPin aria-hidden="true" className="size-7" />
          </span>
          <span className="rounded-lg bg-white/90 px-3 py-1 text-base font-semibold">{loadLabel}</span>
          <span className="rounded bg-white/90 px-2 text-xs text-slate-700">{notice}</span>
        </button>
      )}
    </div>
  );
}

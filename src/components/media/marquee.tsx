"use client";

import { Pause, Play } from "lucide-react";
import { useState, type ReactNode } from "react";

type Props = { pauseLabel: string; playLabel: string; children: ReactNode };

/**
 * Wraps rows of moving logos with a pause/play button (WCAG 2.2.2). Rows also stop on hover and
 * focus, and never move under prefers-reduced-motion.
 */
export function MarqueeGroup({ pauseLabel, playLabel, children }: Props) {
  const [paused, setPaused] = useState(false);
  return (
    <div data-paused={paused ? "true" : "false"} className="group/marquee relative">
      <div className="mb-4 flex justify-end">
        <button
          type="button"
          aria-pressed={paused}
          onClick={() => setPaused((value) => !value)}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium text-primary-800 hover:bg-primary-50"
        >
          {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
          {paused ? playLabel : pauseLabel}
        </button>
      </div>
      {children}
    </div>
  );
}

import type { LogoView } from "@/content/showcase";
import { LogoTile } from "./logo-tile";

type Props = { items: LogoView[]; direction: "left" | "right"; label: string; tile?: "client" | "partner" };

/**
 * One row of logo (or wordmark) tiles moving in a 30 s linear loop. The list is drawn twice so the loop is
 * seamless; the copy is hidden from assistive technology. Movement is physical (not mirrored in Arabic).
 */
export function MarqueeRow({ items, direction, label, tile = "client" }: Props) {
  const animation = direction === "left" ? "animate-marquee-left" : "animate-marquee-right";
  const tileClass =
    tile === "client"
      ? "flex h-16 w-44 shrink-0 items-center justify-center rounded-xl border border-slate-200 bg-white px-3 text-center text-sm font-semibold text-slate-700"
      : "flex h-12 shrink-0 items-center justify-center rounded-full border border-slate-200 bg-white px-5 text-sm font-semibold whitespace-nowrap text-slate-700";
  return (
    <div
      dir="ltr"
      className="overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)]"
    >
      <div
        data-direction={direction}
        className={`flex w-max ${animation} group-hover/marquee:[animation-play-state:paused] group-focus-within/marquee:[animation-play-state:paused] group-data-[paused=true]/marquee:[animation-play-state:paused] motion-reduce:animate-none`}
      >
        {[0, 1].map((copy) => (
          <ul
            key={copy}
            aria-label={copy === 0 ? label : undefined}
            aria-hidden={copy === 1 ? true : undefined}
            className="flex shrink-0 gap-4 pe-4"
          >
            {items.map((item) => (
              <li key={item.name} className={tileClass} translate="no">
                <LogoTile item={item} height={tile === "client" ? 40 : 28} />
              </li>
            ))}
          </ul>
        ))}
      </div>
    </div>
  );
}

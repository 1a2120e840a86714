import type { ComponentType } from "react";
import type { HeroType } from "./config";
import { BasicHero } from "./Basic/Component";
import { GroupHero } from "./Group/Component";
import { PlacementTestHero } from "./PlacementTest/Component";
import type { HeroProps } from "./types";
import { VideoHero } from "./Video/Component";

/** Each variant's component (src/heros/<Variant>/Component.tsx). */
const heroes: Record<HeroType, ComponentType<HeroProps>> = {
  basic: BasicHero,
  video: VideoHero,
  placementTest: PlacementTestHero,
  group: GroupHero,
};

/** The top of a page (its hero field group, with the page's main heading), before its sections. */
export function RenderHero(props: HeroProps) {
  const Hero = heroes[(props.hero?.type ?? "basic") as HeroType] ?? BasicHero;
  return <Hero {...props} />;
}

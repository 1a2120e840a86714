import "server-only";
import type { WhyChooseBlock } from "@/payload-types";
import { reasonViews, statViews, type ReasonView, type StatView } from "./page-parts";

/**
 * The texts and figures of the three training pages around their courses (the courses come from ./catalog): the
 * pages `it-training`, `english-training` and `business-training` of the collection `pages`, read from their
 * first block of each kind.
 */

interface Why {
  title: string;
  reasons: ReasonView[];
}

type WhyWithFigures = Why & { figuresLabel: string; figures: StatView[] };

/** A "why choose us" block as the training pages show it. */
export const whyView = (why: Partial<WhyChooseBlock>): WhyWithFigures => ({
  title: why.title ?? "",
  reasons: reasonViews(why.items),
  figuresLabel: why.figuresLabel ?? "",
  figures: statViews(why.figures),
});

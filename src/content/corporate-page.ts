import "server-only";
import type { Page, ProcessStepsBlock } from "@/payload-types";
import { texts } from "./cms";
import { type MetaText } from "./page-parts";
import type { IconName } from "./schema";

export interface CorporatePageView {
  hero: { badge: string; title: string; intro: string; button: string };
  areas: { title: string };
  formats: { title: string; cards: { icon: IconName; title: string; description: string }[] };
  process: {
    title: string;
    steps: { title: string; description: string }[];
    benefitsTitle: string;
    benefits: string[];
  };
  industries: { title: string; clientsTitle: string; partnersTitle: string };
  cta: { title: string; text: string; button: string; secondary: string };
  meta: MetaText;
  /** The page itself (undefined only if it was never published). */
  page: Page | undefined;
}

export const processStepsView = (process: Partial<ProcessStepsBlock>): CorporatePageView["process"] => ({
  title: process.title ?? "",
  steps: (process.steps ?? []).map(({ title, description }) => ({ title, description })),
  benefitsTitle: process.benefitsTitle ?? "",
  benefits: texts(process.benefits),
});

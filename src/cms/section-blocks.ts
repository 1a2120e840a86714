import type { Block, Field, GlobalConfig, TabsField } from "payload";
import type { Label } from "./fields";
import { AboutPage } from "./globals/about-page";
import { HomePage } from "./globals/home-page";

/**
 * The sections the home and about pages were built with, as blocks of the collection `pages`: the seeded pages
 * `home` and `about` are made of them (src/cms/seed/pages/spec-pages.ts), and any other page can use them too,
 * with the same components (src/components/blocks/render-blocks.tsx). Each block keeps the fields of the page
 * section it came from (the same labels, limits and help texts), so one definition serves both.
 */

/** The fields of a named tab of a page's former global. */
function tabFields(global: GlobalConfig, name: string): Field[] {
  const tabs = global.fields.find((field): field is TabsField => field.type === "tabs")?.tabs ?? [];
  const tab = tabs.find((candidate) => "name" in candidate && candidate.name === name);
  if (!tab) throw new Error(`${global.slug} has no tab ${name}`);
  return tab.fields;
}

const section = (
  slug: string,
  interfaceName: string,
  labels: { singular: Label; plural: Label },
  fields: Field[],
): Block => ({ slug, interfaceName, labels, fields, admin: { disableBlockName: true } });

const same = (label: Label) => ({ singular: label, plural: label });

export const VideoHeroBlock = section(
  "videoHero",
  "VideoHeroBlock",
  same({ en: "Hero with video and figures", ar: "واجهة بفيديو وأرقام" }),
  tabFields(HomePage, "hero"),
);

export const AreaCardsBlock = section(
  "areaCards",
  "AreaCardsBlock",
  same({ en: "Training area cards", ar: "بطاقات مجالات التدريب" }),
  tabFields(HomePage, "services"),
);

export const ClientsShowcaseBlock = section(
  "clientsShowcase",
  "ClientsShowcaseBlock",
  same({ en: "Clients, industries and partners", ar: "العملاء والقطاعات والشركاء" }),
  tabFields(HomePage, "clients"),
);

export const SuccessFactorsBlock = section(
  "successFactors",
  "SuccessFactorsBlock",
  same({ en: "Success factors", ar: "عوامل النجاح" }),
  tabFields(HomePage, "success"),
);

export const StoryBlock = section(
  "story",
  "StoryBlock",
  same({ en: "Story with figures", ar: "قصة مع أرقام" }),
  tabFields(AboutPage, "story"),
);

export const TimelineBlock = section(
  "timeline",
  "TimelineBlock",
  same({ en: "Timeline", ar: "خط زمني" }),
  tabFields(AboutPage, "milestones"),
);

export const MissionBlock = section(
  "mission",
  "MissionBlock",
  same({ en: "Three cards (mission)", ar: "ثلاث بطاقات (الرسالة)" }),
  tabFields(AboutPage, "mission"),
);

export const ApproachBlock = section(
  "approach",
  "ApproachBlock",
  same({ en: "Numbered steps with a highlight", ar: "خطوات مرقّمة مع إطار مميز" }),
  tabFields(AboutPage, "approach"),
);

export const VisionBlock = section(
  "vision",
  "VisionBlock",
  same({ en: "Statement (vision)", ar: "عبارة بارزة (الرؤية)" }),
  tabFields(AboutPage, "vision"),
);

export const ValuesBlock = section(
  "values",
  "ValuesBlock",
  same({ en: "Values", ar: "القيم" }),
  tabFields(AboutPage, "values"),
);

export const AchievementsBlock = section(
  "achievements",
  "AchievementsBlock",
  same({ en: "Figures with a title", ar: "أرقام مع عنوان" }),
  tabFields(AboutPage, "achievements"),
);

export const sectionBlocks = [
  VideoHeroBlock,
  AreaCardsBlock,
  ClientsShowcaseBlock,
  SuccessFactorsBlock,
  StoryBlock,
  TimelineBlock,
  MissionBlock,
  ApproachBlock,
  VisionBlock,
  ValuesBlock,
  AchievementsBlock,
];

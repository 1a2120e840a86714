import type { Block, Field, TabsField } from "payload";
import { iconCardList, localizedText, statList, type Label } from "./fields";
import { AboutPage } from "./globals/about-page";
import { BusinessTrainingPage } from "./globals/business-training-page";
import { EnglishTrainingPage } from "./globals/english-training-page";
import { CareersPage } from "./globals/careers-page";
import { CorporatePage } from "./globals/corporate-page";
import { HomePage } from "./globals/home-page";
import { hiddenLabel, type PageSections } from "./globals/page-fields";

/**
 * The sections the specification's pages were built with, as blocks of the collection `pages`: the seeded pages
 * (home, about, the three training pages, corporate, careers, contact) are made of them (src/cms/seed/pages/spec-pages.ts), and any other page can use them too,
 * with the same components (src/blocks/RenderBlocks.tsx). Each block keeps the fields of the page
 * section it came from (the same labels, limits and help texts), so one definition serves both.
 */

/** The fields without their own table names (a block's tables are named after the block). */
function withoutDbNames(fields: Field[]): Field[] {
  return fields.map((field) => {
    const copy = { ...field } as Field & { dbName?: unknown };
    delete copy.dbName;
    if ("fields" in copy && Array.isArray(copy.fields)) copy.fields = withoutDbNames(copy.fields);
    return copy;
  });
}

/** The fields of a named section (tab) of a page's sections. */
function tabFields(sections: PageSections, name: string): Field[] {
  const tabs = sections.fields.find((field): field is TabsField => field.type === "tabs")?.tabs ?? [];
  const tab = tabs.find((candidate) => "name" in candidate && candidate.name === name);
  if (!tab) throw new Error(`${sections.slug} has no tab ${name}`);
  return withoutDbNames(tab.fields);
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

export const ReasonsBlock = section(
  "reasons",
  "ReasonsBlock",
  same({ en: "Reasons with icons", ar: "أسباب بأيقونات" }),
  tabFields(CareersPage, "whyJoin"),
);

export const TrainingAreasBlock = section(
  "trainingAreas",
  "TrainingAreasBlock",
  same({ en: "Training areas (from the home page)", ar: "مجالات التدريب (من الصفحة الرئيسية)" }),
  tabFields(CorporatePage, "areas"),
);

export const IndustriesBlock = section(
  "industries",
  "IndustriesBlock",
  same({ en: "Industries, clients and partners", ar: "القطاعات والعملاء والشركاء" }),
  tabFields(CorporatePage, "industries"),
);

export const WhyChooseBlock = section(
  "whyChoose",
  "WhyChooseBlock",
  same({ en: "Why choose us, with figures", ar: "لماذا نحن، مع أرقام" }),
  [
    localizedText("title", { label: { en: "Title", ar: "العنوان" } }),
    { ...iconCardList("items", { en: "Reasons", ar: "الأسباب" }), minRows: 1, maxRows: 12 },
    { ...hiddenLabel("figuresLabel", { en: "Name of the figures", ar: "اسم مجموعة الأرقام" }), required: false },
    { ...statList("figures", { en: "Figures (optional)", ar: "الأرقام (اختيارية)" }), minRows: 0, maxRows: 6 },
    {
      name: "figuresPlacement",
      type: "select",
      defaultValue: "below",
      required: true,
      label: { en: "Figures", ar: "الأرقام" },
      options: [
        { value: "below", label: { en: "Below the reasons", ar: "أسفل الأسباب" } },
        { value: "beside", label: { en: "Beside the reasons", ar: "بجانب الأسباب" } },
      ],
    },
  ],
);

export const TestHeroBlock = section(
  "testHero",
  "TestHeroBlock",
  same({ en: "Hero with the placement test button", ar: "واجهة بزر اختبار تحديد المستوى" }),
  tabFields(EnglishTrainingPage, "hero"),
);

export const GroupHeroBlock = section(
  "groupHero",
  "GroupHeroBlock",
  same({ en: "Hero with the parent group line", ar: "واجهة بسطر المجموعة الأم" }),
  tabFields(BusinessTrainingPage, "hero"),
);

export const FiguresBandBlock = section(
  "figuresBand",
  "FiguresBandBlock",
  same({ en: "Band of figures (light)", ar: "شريط أرقام (فاتح)" }),
  tabFields(EnglishTrainingPage, "figures"),
);

export const sectionBlocks = [
  VideoHeroBlock,
  AreaCardsBlock,
  ClientsShowcaseBlock,
  SuccessFactorsBlock,
  StoryBlock,
  MissionBlock,
  ApproachBlock,
  VisionBlock,
  ValuesBlock,
  AchievementsBlock,
  ReasonsBlock,
  TrainingAreasBlock,
  IndustriesBlock,
  WhyChooseBlock,
  TestHeroBlock,
  GroupHeroBlock,
  FiguresBandBlock,
];

import type { Block, Field, TabsField } from "payload";
import { courseTypes, typeLabels } from "./collections/courses";
import { iconCardList, localizedText, localizedTextarea, statList, type Label } from "./fields";
import { AboutPage } from "./globals/about-page";
import { BusinessTrainingPage } from "./globals/business-training-page";
import { EnglishTrainingPage } from "./globals/english-training-page";
import { CareersPage } from "./globals/careers-page";
import { ContactPage } from "./globals/contact-page";
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

export const JobOpeningsBlock = section(
  "jobOpenings",
  "JobOpeningsBlock",
  same({ en: "Open positions", ar: "الوظائف المتاحة" }),
  tabFields(CareersPage, "openings"),
);

export const ReasonsBlock = section(
  "reasons",
  "ReasonsBlock",
  same({ en: "Reasons with icons", ar: "أسباب بأيقونات" }),
  tabFields(CareersPage, "whyJoin"),
);

export const ApplyStepsBlock = section(
  "applySteps",
  "ApplyStepsBlock",
  same({ en: "Numbered steps with contact details", ar: "خطوات مرقّمة مع بيانات التواصل" }),
  tabFields(CareersPage, "apply"),
);

export const TrainingAreasBlock = section(
  "trainingAreas",
  "TrainingAreasBlock",
  same({ en: "Training areas (from the home page)", ar: "مجالات التدريب (من الصفحة الرئيسية)" }),
  tabFields(CorporatePage, "areas"),
);

export const ProcessStepsBlock = section(
  "processSteps",
  "ProcessStepsBlock",
  same({ en: "Numbered steps with benefits", ar: "خطوات مرقّمة مع المزايا" }),
  tabFields(CorporatePage, "process"),
);

export const IndustriesBlock = section(
  "industries",
  "IndustriesBlock",
  same({ en: "Industries, clients and partners", ar: "القطاعات والعملاء والشركاء" }),
  tabFields(CorporatePage, "industries"),
);

export const ContactCardsBlock = section(
  "contactCards",
  "ContactCardsBlock",
  same({ en: "Contact cards", ar: "بطاقات التواصل" }),
  tabFields(ContactPage, "cards"),
);

/** A group of fields named like the tab they came from. */
const groupOf = (global: PageSections, name: string, label: Label): Field => ({
  name,
  type: "group",
  label,
  fields: tabFields(global, name),
});

export const ContactDeskBlock = section(
  "contactDesk",
  "ContactDeskBlock",
  same({ en: "Contact form with office hours", ar: "نموذج التواصل ومواعيد العمل" }),
  [
    groupOf(ContactPage, "form", { en: "Form", ar: "النموذج" }),
    groupOf(ContactPage, "hours", { en: "Office hours", ar: "مواعيد العمل" }),
    groupOf(ContactPage, "getInTouch", { en: "Get in touch", ar: "تواصل معنا" }),
  ],
);

export const CourseListBlock = section(
  "courseList",
  "CourseListBlock",
  same({ en: "Courses of one kind", ar: "دورات من نوع واحد" }),
  [
    localizedText("title", { label: { en: "Title", ar: "العنوان" } }),
    localizedTextarea("description", {
      label: { en: "Text under the title", ar: "النص تحت العنوان" },
      required: false,
    }),
    {
      name: "kind",
      type: "select",
      required: true,
      label: { en: "Which courses", ar: "نوع الدورات" },
      // The kinds of course (src/cms/collections/courses.ts), each listed with its own cards.
      options: courseTypes.map((value) => ({ value, label: typeLabels[value] })),
      admin: {
        description: {
          en: "Every published course of this kind, in the courses' order, each with its card (edited under Courses).",
          ar: "كل الدورات المنشورة من هذا النوع بترتيبها، ولكل دورة بطاقتها (تُحرَّر من «الدورات»).",
        },
      },
    },
    {
      name: "testCentre",
      type: "group",
      label: { en: "Test centre box (under the exam courses)", ar: "مربع مركز الاختبارات (أسفل دورات الامتحانات)" },
      admin: {
        condition: (_data: unknown, sibling: { kind?: string }) => sibling?.kind === "english-exam",
        description: {
          en: "Shown when its title is filled; the booking button when the exam booking link is set in Business details.",
          ar: "يظهر إذا كُتب عنوانه، ويظهر معه زر الحجز إذا أُدخل رابط حجز الامتحان في «بيانات المركز».",
        },
      },
      fields: [
        localizedText("title", { label: { en: "Title", ar: "العنوان" }, required: false }),
        localizedTextarea("text", { label: { en: "Text", ar: "النص" }, required: false }),
        localizedText("bookingButton", { label: { en: "Booking button", ar: "زر الحجز" }, required: false }),
      ],
    },
  ],
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

export const FiguresBandBlock = section(
  "figuresBand",
  "FiguresBandBlock",
  same({ en: "Band of figures (light)", ar: "شريط أرقام (فاتح)" }),
  tabFields(EnglishTrainingPage, "figures"),
);

export const BrochureCtaBlock = section(
  "brochureCta",
  "BrochureCtaBlock",
  same({ en: "Call to action with a WhatsApp brochure", ar: "دعوة للتواصل وكتيّب تعريفي عبر واتساب" }),
  tabFields(BusinessTrainingPage, "cta"),
);

export const sectionBlocks = [
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
  JobOpeningsBlock,
  ReasonsBlock,
  ApplyStepsBlock,
  TrainingAreasBlock,
  ProcessStepsBlock,
  IndustriesBlock,
  ContactCardsBlock,
  ContactDeskBlock,
  CourseListBlock,
  WhyChooseBlock,
  FiguresBandBlock,
  BrochureCtaBlock,
];

import { z } from "zod";

export { locales, type Locale } from "@/i18n/locales";

/** A visible text in both languages. Both sides must be non-blank. */
export const l10n = z.object({ en: z.string().trim().min(1), ar: z.string().trim().min(1) }).strict();
export type L10n = z.infer<typeof l10n>;

/** Icon names the site may use; each maps to one lucide icon in components/ui/icon.tsx. */
export const iconNames = [
  "award",
  "bar-chart",
  "book-open",
  "brain",
  "briefcase",
  "building",
  "calendar",
  "car",
  "chart-line",
  "check-circle",
  "clipboard-list",
  "cloud",
  "code",
  "compass",
  "cpu",
  "database",
  "dollar",
  "factory",
  "file-text",
  "flag",
  "git-branch",
  "globe",
  "graduation-cap",
  "handshake",
  "headphones",
  "heart",
  "landmark",
  "layers",
  "layout",
  "lightbulb",
  "megaphone",
  "message-circle",
  "mic",
  "monitor",
  "palette",
  "pen-tool",
  "pill",
  "pie-chart",
  "presentation",
  "rocket",
  "search",
  "server",
  "settings",
  "shield",
  "shopping-cart",
  "smartphone",
  "sparkles",
  "star",
  "target",
  "trending-up",
  "truck",
  "users",
  "utensils",
  "workflow",
  "zap",
] as const;
export const iconName = z.enum(iconNames);
export type IconName = z.infer<typeof iconName>;

/** The three training areas; each has one colour used everywhere it appears. */
export const areas = ["it", "english", "business"] as const;
export const area = z.enum(areas);
export type Area = z.infer<typeof area>;
/** Each area's name where it is a choice or a heading (the admin, the plan builder, the lead desk). */
export const areaNames = {
  it: { en: "Information Technology", ar: "تكنولوجيا المعلومات" },
  english: { en: "English Language", ar: "اللغة الإنجليزية" },
  business: { en: "Business & Management", ar: "الإدارة والأعمال" },
} as const satisfies Record<Area, { en: string; ar: string }>;
/** Each area's training page. */
export const areaRoute = {
  it: "/training/it",
  english: "/training/english",
  business: "/training/business",
} as const satisfies Record<Area, string>;
/** Each area's name in the messages ("IT Training", "تدريب تكنولوجيا المعلومات"). */
export const areaMessage = { it: "areaIt", english: "areaEnglish", business: "areaBusiness" } as const satisfies Record<
  Area,
  string
>;

export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** A course outline: an external PDF (key into siteConfig.outlines) or a file under public/. */
export const outline = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("external"), key: z.string().min(1) }).strict(),
  z.object({ kind: z.literal("local"), href: z.string().regex(/^\/outlines\/[a-z0-9-]+\.pdf$/) }).strict(),
]);
export type Outline = z.infer<typeof outline>;

// ---- Learning paths (/paths/[slug]) ----

export const stage = z
  .object({
    title: l10n,
    hours: z.number().int().positive(),
    icon: iconName,
    points: z.tuple([l10n, l10n, l10n]),
  })
  .strict();

export const path = z
  .object({
    slug,
    area,
    badge: l10n,
    title: l10n,
    subtitle: l10n,
    /** Outline offered by 'Download Outline', when one exists. */
    outline: outline.optional(),
    stages: z.array(stage).length(6),
    outcomes: z.array(l10n).min(3).max(6),
    /** Data Analyst extras. */
    coreTools: z.array(z.string().min(1)).optional(),
    journey: z.array(l10n).optional(),
  })
  .strict();
export type Path = z.infer<typeof path>;

// ---- IT training (/training/it) ----

export const itProgramme = z
  .object({
    id: slug,
    icon: iconName,
    title: l10n,
    description: l10n,
    skills: z.array(l10n).length(5),
    outline: outline.optional(),
    pathSlug: slug.optional(),
  })
  .strict();

export const endUserCourse = z
  .object({
    id: slug,
    icon: iconName,
    title: l10n,
    description: l10n,
    skills: z.array(l10n).length(3),
  })
  .strict();

// ---- English training (/training/english) ----

export const generalEnglishCourse = z
  .object({
    id: slug,
    icon: iconName,
    title: l10n,
    level: z.string().min(1), // CEFR code, e.g. "A1", "B2+/C1"
    description: l10n,
    skills: z.array(l10n).length(4),
    hours: z.number().int().positive(),
    pathSlug: slug.optional(),
  })
  .strict();

export const conversationCourse = z
  .object({
    id: slug,
    title: l10n,
    level: z.string().min(1),
    description: l10n,
    goal: l10n,
    topics: z.array(l10n).length(6),
    hours: z.literal(48),
    outline: outline,
    pathSlug: slug.optional(),
  })
  .strict();

export const examCourse = z
  .object({
    id: slug,
    exam: z.enum(["IELTS", "TOEFL"]),
    title: l10n,
    description: l10n,
    hours: z.literal(48),
    level: l10n, // 'Intermediate to Advanced'
    targetAudience: z.array(l10n).length(4),
    learningObjectives: z.array(l10n).length(5),
    pathSlug: slug,
  })
  .strict();

// ---- Business training (/training/business) ----

export const businessCourse = z
  .object({
    id: slug,
    icon: iconName,
    title: l10n,
    hours: z.number().int().positive(),
    description: l10n,
    keyFeatures: z.array(l10n).length(3),
    outline: outline.optional(),
    pathSlug: slug,
  })
  .strict();

export type Stage = z.infer<typeof stage>;
export type ItProgramme = z.infer<typeof itProgramme>;
export type EndUserCourse = z.infer<typeof endUserCourse>;
export type GeneralEnglishCourse = z.infer<typeof generalEnglishCourse>;
export type ConversationCourse = z.infer<typeof conversationCourse>;
export type ExamCourse = z.infer<typeof examCourse>;
export type BusinessCourse = z.infer<typeof businessCourse>;

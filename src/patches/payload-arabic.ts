/**
 * PATCH of @payloadcms/translations 3.90.1 (its Arabic texts, corrected through the documented `i18n.translations`).
 * Upstream: @payloadcms/translations@3.90.1
 * Test: src/patches/payload-arabic.test.ts fails when a release brings a new broken text or fixes one of these.
 */
/**
 * Corrections of Payload's own admin texts (3.90.1) where its Arabic is broken or missing, merged over the rest of
 * the config's `i18n.translations` (src/payload.config.ts). src/patches/payload-arabic.test.ts compares Payload's
 * Arabic with its English and fails when a release brings a new broken text, or fixes one of these.
 */
export const payloadArabicFixes = {
  general: {
    // Payload's Arabic translated the placeholder's name ("{{العنوان}}"), so the schedule drawer's heading showed it
    // raw instead of the document's title.
    schedulePublishFor: "جدولة نشر «{{title}}»",
    // Payload's Arabic here is a stray instruction to a translator, not a translation.
    restoring: "جارٍ الاستعادة…",
  },
  // Left in English in Payload's Arabic.
  fields: { toggleBlock: "إظهار القسم أو إخفاؤه" },
} as const;

type Groups = Record<string, Record<string, string>>;

/** The config's translations with the corrections above over its Arabic (group by group). */
export function withArabicFixes<T extends { ar?: Groups }>(translations: T): T {
  const ar: Groups = { ...translations.ar };
  for (const [group, texts] of Object.entries(payloadArabicFixes as unknown as Groups))
    ar[group] = { ...ar[group], ...texts };
  return { ...translations, ar };
}

/** A message to a staff member in the admin's language (Payload's `req.i18n`), given in both. */
export const say = (req: { i18n?: { language?: string } } | undefined, en: string, ar: string): string =>
  req?.i18n?.language === "ar" ? ar : en;

/**
 * Example intakes, marked as examples (the launch checklist lists them until the provider replaces them):
 * dated a few weeks after the seed runs, so a new site shows a schedule that has not passed.
 */
export interface IntakeSeed {
  of: { relationTo: "courses" | "paths"; slug: string };
  status: "confirmed" | "forming" | "no-date";
  /** Days after the seed runs; none for an intake without a date. */
  inDays?: number;
  schedule?: { en: string; ar: string };
  format: "centre" | "online" | "on-site";
  language: "ar" | "en" | "ar-en";
  seatsTotal?: number;
  seatsTaken?: number;
  price?: { from?: number; to?: number; instalments?: { en: string; ar: string } };
}

export const exampleIntakes: IntakeSeed[] = [
  {
    of: { relationTo: "courses", slug: "power-bi" },
    status: "confirmed",
    inDays: 20,
    schedule: { en: "Saturdays and Tuesdays, 6–9 pm, 6 weeks", ar: "السبت والثلاثاء، من 6 إلى 9 مساءً، لمدة 6 أسابيع" },
    format: "centre",
    language: "ar-en",
    seatsTotal: 14,
    seatsTaken: 9,
    price: { from: 7500, instalments: { en: "Or 3 monthly instalments", ar: "أو 3 أقساط شهرية" } },
  },
  {
    of: { relationTo: "courses", slug: "ielts" },
    status: "forming",
    inDays: 34,
    schedule: { en: "Sundays and Wednesdays, 7–9 pm, 8 weeks", ar: "الأحد والأربعاء، من 7 إلى 9 مساءً، لمدة 8 أسابيع" },
    format: "online",
    language: "en",
    seatsTotal: 10,
    seatsTaken: 4,
    price: { from: 5200, to: 6400 },
  },
  {
    of: { relationTo: "paths", slug: "data-analyst" },
    status: "forming",
    inDays: 48,
    schedule: { en: "Fridays, 10 am – 4 pm, 12 weeks", ar: "الجمعة، من 10 صباحًا إلى 4 مساءً، لمدة 12 أسبوعًا" },
    format: "centre",
    language: "ar-en",
    seatsTotal: 16,
    seatsTaken: 5,
  },
  {
    of: { relationTo: "courses", slug: "generative-ai" },
    status: "no-date",
    format: "online",
    language: "ar-en",
  },
];

/** The start date of an example intake: noon UTC (afternoon in Alexandria) `days` after `now`. */
export function exampleStart(days: number, now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, 12)).toISOString();
}

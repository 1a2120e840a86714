/** The days of the week as the business details store them (office hours), Saturday first as in Egypt. */
export const weekDays = {
  Sa: { en: "Saturday", ar: "السبت" },
  Su: { en: "Sunday", ar: "الأحد" },
  Mo: { en: "Monday", ar: "الاثنين" },
  Tu: { en: "Tuesday", ar: "الثلاثاء" },
  We: { en: "Wednesday", ar: "الأربعاء" },
  Th: { en: "Thursday", ar: "الخميس" },
  Fr: { en: "Friday", ar: "الجمعة" },
} as const;

export type WeekDay = keyof typeof weekDays;

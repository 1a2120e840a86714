/** The site's primary navigation, in one place for the desktop bar, the mobile menu and the footer. */
export const trainingLinks = [
  { href: "/training/it", label: "itTraining", hint: "itTrainingHint" },
  { href: "/training/english", label: "englishTraining", hint: "englishTrainingHint" },
  { href: "/training/business", label: "businessTraining", hint: "businessTrainingHint" },
] as const;

export type NavLink = { href: string; label: string; hint?: string };

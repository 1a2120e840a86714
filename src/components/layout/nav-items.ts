/** The site's primary navigation (Nav message keys), in one place for the desktop bar, the mobile menu and the footer. */
export const primaryLinks = [
  { href: "/", label: "home" },
  { href: "/about", label: "about" },
  { href: "/contact", label: "contact" },
] as const;

export const trainingLinks = [
  { href: "/training/it", label: "itTraining", hint: "itTrainingHint" },
  { href: "/training/english", label: "englishTraining", hint: "englishTrainingHint" },
  { href: "/training/business", label: "businessTraining", hint: "businessTrainingHint" },
] as const;

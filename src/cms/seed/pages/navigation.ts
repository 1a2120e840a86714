import ar from "../../../../messages/ar.json";
import en from "../../../../messages/en.json";

/**
 * The header and footer as the site had them in code, from the same messages, so that the seeded menus read as
 * before; the seed adds Schedule and News to the header.
 */
type Nav = keyof typeof en.Nav;
type Footer = keyof typeof en.Footer;
const nav = (key: Nav) => ({ en: en.Nav[key], ar: ar.Nav[key] });
const footer = (key: Footer) => ({ en: en.Footer[key], ar: ar.Footer[key] });

export const headerSeed = {
  items: [
    { label: nav("home"), href: "/" },
    { label: nav("about"), href: "/about" },
    {
      label: nav("training"),
      children: [
        { label: nav("itTraining"), href: "/training/it", hint: nav("itTrainingHint") },
        { label: nav("englishTraining"), href: "/training/english", hint: nav("englishTrainingHint") },
        { label: nav("businessTraining"), href: "/training/business", hint: nav("businessTrainingHint") },
      ],
    },
    { label: nav("schedule"), href: "/schedule" },
    { label: footer("news"), href: "/blog" },
    { label: nav("contact"), href: "/contact" },
  ],
  button: { label: nav("getStarted"), href: "/start-learning" },
};

export const footerSeed = {
  services: [
    { label: nav("itTraining"), href: "/training/it" },
    { label: nav("englishTraining"), href: "/training/english" },
    { label: nav("businessTraining"), href: "/training/business" },
    { label: footer("schedule"), href: "/schedule" },
    { label: footer("startLearning"), href: "/start-learning" },
  ],
  company: [
    { label: footer("aboutUs"), href: "/about" },
    { label: footer("corporate"), href: "/corporate" },
    { label: footer("careers"), href: "/careers" },
    { label: footer("news"), href: "/blog" },
    { label: footer("contactUs"), href: "/contact" },
  ],
  legal: [
    { label: footer("privacy"), href: "/privacy" },
    { label: footer("terms"), href: "/terms" },
    { label: footer("cookies"), href: "/cookies" },
  ],
};

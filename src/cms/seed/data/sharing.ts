/** The site's sharing texts as first shipped (Business details → Sharing): the home page's title and description. */
export const sharingSeed = {
  title: {
    en: "{brand}: IT, English and Business Training in Alexandria",
    ar: "{brand}: تدريب تكنولوجيا المعلومات واللغة الإنجليزية والإدارة والأعمال في الإسكندرية",
  },
  description: {
    en: "Practical IT, English language and business training in Alexandria since 1996: 20 learning paths, recognized certificates, expert instructors and flexible schedules.",
    ar: "تدريب عملي في تكنولوجيا المعلومات واللغة الإنجليزية والإدارة والأعمال بالإسكندرية منذ 1996: 20 مسارًا تعليميًا، وشهادات معتمدة، ومدربون خبراء، ومواعيد مرنة.",
  },
  card: {
    badge: { en: "Since 1996 in Alexandria", ar: "في الإسكندرية منذ 1996" },
    title: { en: "Master Your Future", ar: "اصنع مستقبلك بإتقان" },
    subtitle: { en: "Where Learning Knows No Limits", ar: "فالتعلّم لا حدود له" },
  },
};

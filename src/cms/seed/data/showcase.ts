/**
 * What the collections `clients`, `partners` and `testimonials` are first filled with (src/cms/seed).
 * EXAMPLE wordmarks: three rows of ten invented names, to be replaced by the provider's real client logos;
 * no real company is presented as a client.
 */
export const clientRows: readonly (readonly string[])[] = [
  [
    "Pharos Logistics",
    "Delta Crest Bank",
    "Corniche Hotels",
    "Mariout Steel",
    "Nile Pharma Labs",
    "Anfushi Foods",
    "Montaza Motors",
    "Sidi Gaber Retail",
    "Stanley Energy",
    "Kom El Dekka Health",
  ],
  [
    "Roushdy Systems",
    "Smouha Insurance",
    "Agami Petroleum",
    "Bahary Shipping",
    "Miami Textiles",
    "Gleem Telecom",
    "Sporting Clinics",
    "Qaitbay Cement",
    "Ramleh Finance",
    "Cleopatra Hospitals",
  ],
  [
    "Attarin Traders",
    "Mandara Chemicals",
    "Borg Automotive",
    "Raml Media",
    "Abu Qir Fertilizers",
    "Sarwat Consulting",
    "Louran Software",
    "Saba Pasha Bakeries",
    "Zizinia Realty",
    "Mex Port Services",
  ],
];

/** Vendors and certification bodies whose exams and programmes the courses prepare for. */
export const partners: readonly string[] = [
  "Microsoft",
  "Cisco",
  "CompTIA",
  "AWS",
  "Google Cloud",
  "Oracle",
  "Meta",
  "Adobe",
  "EC-Council",
  "ISC2",
  "Red Hat",
  "PMI",
  "ETS TOEFL",
  "IELTS",
  "Cambridge English",
  "Pearson VUE",
  "Certiport",
  "CMA",
  "SHRM",
];

/** Instructor testimonial playlists, one card per training area (the playlist ids are in ../site.ts). */
export const testimonials: readonly {
  playlist: "technical" | "english" | "business";
  title: { en: string; ar: string };
  description: { en: string; ar: string };
}[] = [
  {
    playlist: "technical",
    title: { en: "Technical Training", ar: "التدريب التقني" },
    description: {
      en: "Our IT instructors on projects, labs and certification success.",
      ar: "مدربو تكنولوجيا المعلومات يتحدثون عن المشروعات والمعامل والنجاح في امتحانات الشهادات.",
    },
  },
  {
    playlist: "english",
    title: { en: "English Language", ar: "اللغة الإنجليزية" },
    description: {
      en: "How our English instructors build fluency and exam confidence.",
      ar: "كيف يبني مدربو اللغة الإنجليزية الطلاقة والثقة في الامتحانات.",
    },
  },
  {
    playlist: "business",
    title: { en: "Business Courses", ar: "دورات الإدارة والأعمال" },
    description: {
      en: "Business instructors on turning theory into results at work.",
      ar: "مدربو الإدارة يتحدثون عن تحويل المعرفة إلى نتائج في العمل.",
    },
  },
];

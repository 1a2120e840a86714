import { block, intro, title } from "../fields";

export const LogosBlock = block({
  slug: "logos",
  interfaceName: "LogosBlock",
  labels: { singular: { en: "Logos", ar: "شعارات" }, plural: { en: "Logos", ar: "شعارات" } },
  description: {
    en: "The logos of the clients or of the training partners, in moving rows (edited in their lists).",
    ar: "شعارات العملاء أو شركاء التدريب في صفوف متحركة (تُحرَّر في قوائمها).",
  },
  group: "lists",
  fields: [
    title(),
    intro(),
    {
      name: "of",
      type: "select",
      required: true,
      defaultValue: "clients",
      label: { en: "Whose logos", ar: "شعارات مَن" },
      options: [
        { value: "clients", label: { en: "Clients", ar: "العملاء" } },
        { value: "partners", label: { en: "Training partners", ar: "شركاء التدريب" } },
      ],
      admin: {
        description: {
          en: "The logos are the ones in Clients or Training partners (edited there).",
          ar: "الشعارات هي المسجلة في «العملاء» أو «شركاء التدريب» وتُحرَّر هناك.",
        },
      },
    },
  ],
});

import { localizedText, localizedTextarea } from "@/cms/fields";
import { block, title } from "../fields";

export const FaqBlock = block({
  slug: "faq",
  interfaceName: "FaqBlock",
  labels: {
    singular: { en: "Questions and answers", ar: "أسئلة وأجوبة" },
    plural: { en: "Questions and answers", ar: "أسئلة وأجوبة" },
  },
  description: {
    en: "Questions that open to their answers when pressed.",
    ar: "أسئلة تظهر إجابتها عند الضغط عليها.",
  },
  group: "lists",
  fields: [
    title(),
    {
      name: "items",
      type: "array",
      label: { en: "Questions", ar: "الأسئلة" },
      minRows: 1,
      maxRows: 30,
      labels: { singular: { en: "Question", ar: "سؤال" }, plural: { en: "Questions", ar: "أسئلة" } },
      fields: [
        localizedText("question", { label: { en: "Question", ar: "السؤال" } }),
        localizedTextarea("answer", { label: { en: "Answer", ar: "الإجابة" } }),
      ],
    },
  ],
});

import { block, title } from "../fields";
import { localizedTextarea } from "@/cms/fields";

export const LeadFormBlock = block({
  slug: "leadForm",
  interfaceName: "LeadFormBlock",
  labels: { singular: { en: "Form", ar: "نموذج" }, plural: { en: "Forms", ar: "نماذج" } },
  description: {
    en: "A form whose answers reach the lead desk with this page as their source: a message, or a company's training request.",
    ar: "نموذج تصل إجاباته إلى مكتب الطلبات مع تسجيل هذه الصفحة مصدرًا لها: رسالة، أو طلب تدريب من شركة.",
  },
  group: "forms",
  fields: [
    {
      name: "form",
      type: "select",
      required: true,
      defaultValue: "contact",
      label: { en: "Which form", ar: "أي نموذج" },
      options: [
        { value: "contact", label: { en: "Contact form (a message)", ar: "نموذج التواصل (رسالة)" } },
        {
          value: "corporate",
          label: { en: "Corporate training request", ar: "طلب تدريب للشركات" },
        },
      ],
      admin: {
        description: {
          en: "The corporate request asks for the company, the team size, the topics, where and when; it reaches the desk as a corporate request.",
          ar: "يسأل طلب الشركات عن الشركة وعدد المتدربين والموضوعات والمكان والموعد، ويصل إلى المكتب بوصفه طلب شركة.",
        },
      },
    },
    title(),
    localizedTextarea("description", {
      label: { en: "Text under the title", ar: "النص تحت العنوان" },
      required: false,
    }),
  ],
});

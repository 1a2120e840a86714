import { localizedText, localizedTextarea } from "@/cms/fields";
import { block, title } from "../fields";

type Sibling = { form?: string };
const contactForm = (_data: unknown, sibling: Sibling) => (sibling?.form ?? "contact") === "contact";

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
    {
      name: "hours",
      type: "group",
      label: { en: "Office hours beside the form (optional)", ar: "مواعيد العمل بجانب النموذج (اختيارية)" },
      admin: {
        condition: contactForm,
        description: {
          en: "Shown when its title is filled. {opens} and {closes} are the opening and closing times of Business details.",
          ar: "تظهر إذا كُتب عنوانها. يُستبدل {opens} و{closes} بموعدَي الفتح والإغلاق من «بيانات المركز».",
        },
      },
      fields: [
        localizedText("title", { label: { en: "Title", ar: "العنوان" }, required: false }),
        {
          type: "row",
          fields: [
            localizedText("openDays", { label: { en: "Open days", ar: "أيام العمل" }, required: false }),
            localizedText("openTimes", { label: { en: "Their hours", ar: "مواعيدها" }, required: false }),
          ],
        },
        {
          type: "row",
          fields: [
            localizedText("closedDays", { label: { en: "Closed days", ar: "أيام الإجازة" }, required: false }),
            localizedText("closed", { label: { en: "Their word", ar: "الكلمة بجانبها" }, required: false }),
          ],
        },
      ],
    },
    {
      name: "contactBox",
      type: "group",
      label: {
        en: "Box with the centre's phone and e-mail beside the form (optional)",
        ar: "مربع بهاتف المركز وبريده بجانب النموذج (اختياري)",
      },
      admin: {
        condition: contactForm,
        description: {
          en: "Shown when its title is filled; the phone, e-mail, website and WhatsApp are the centre's, from Business details.",
          ar: "يظهر إذا كُتب عنوانه، والهاتف والبريد والموقع وواتساب هي الخاصة بالمركز من «بيانات المركز».",
        },
      },
      fields: [
        localizedText("title", { label: { en: "Title", ar: "العنوان" }, required: false }),
        {
          type: "row",
          fields: [
            localizedText("phoneLabel", { label: { en: "Phone label", ar: "تسمية الهاتف" }, required: false }),
            localizedText("emailLabel", { label: { en: "E-mail label", ar: "تسمية البريد" }, required: false }),
            localizedText("websiteLabel", { label: { en: "Website label", ar: "تسمية الموقع" }, required: false }),
          ],
        },
        {
          type: "row",
          fields: [
            localizedText("callButton", { label: { en: "Call button", ar: "زر الاتصال" }, required: false }),
            localizedText("whatsappButton", { label: { en: "WhatsApp button", ar: "زر واتساب" }, required: false }),
          ],
        },
      ],
    },
  ],
});

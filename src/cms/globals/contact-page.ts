import { localizedText, localizedTextarea } from "../fields";
import { buttonText, ctaTab, heroTab, hiddenLabel, metaTab, templateText, type PageSections } from "./page-fields";

const text = (name: string, en: string, ar: string) => localizedText(name, { label: { en, ar } });

/**
 * The sections of /contact (the page `contact`). The phone, e-mail, WhatsApp number, address, map and opening hours are the
 * business details (global `site-settings`); the form's own labels and messages stay with the form.
 */
export const ContactPage: PageSections = {
  slug: "contact-page",
  fields: [
    {
      type: "tabs",
      tabs: [
        heroTab(),
        {
          name: "cards",
          label: { en: "Contact cards", ar: "بطاقات التواصل" },
          description: {
            en: "The four cards under the top; their numbers and links come from the business details.",
            ar: "البطاقات الأربع أسفل أعلى الصفحة؛ أرقامها وروابطها من بيانات المركز.",
          },
          fields: [
            hiddenLabel("label", { en: "Name of the cards", ar: "اسم مجموعة البطاقات" }),
            {
              type: "row",
              fields: [
                text("phoneTitle", "Phone card: title", "بطاقة الهاتف: العنوان"),
                text("emailTitle", "E-mail card: title", "بطاقة البريد: العنوان"),
              ],
            },
            {
              type: "row",
              fields: [
                text("whatsappTitle", "WhatsApp card: title", "بطاقة واتساب: العنوان"),
                text("whatsappText", "WhatsApp card: text", "بطاقة واتساب: النص"),
              ],
            },
            {
              type: "row",
              fields: [
                text("visitTitle", "Visit card: title", "بطاقة الزيارة: العنوان"),
                text("visitText", "Visit card: text", "بطاقة الزيارة: النص"),
              ],
            },
          ],
        },
        {
          name: "form",
          label: { en: "Form", ar: "النموذج" },
          description: {
            en: "The heading above the contact form; the form's labels and messages are part of the site.",
            ar: "العنوان فوق نموذج التواصل؛ أما تسميات النموذج ورسائله فهي جزء من الموقع.",
          },
          fields: [
            text("title", "Title", "العنوان"),
            localizedTextarea("description", { label: { en: "Description", ar: "الوصف" } }),
          ],
        },
        {
          name: "hours",
          label: { en: "Office hours", ar: "مواعيد العمل" },
          description: {
            en: "The opening and closing times come from the business details; keep the days here in line with the days set there.",
            ar: "ساعات الفتح والإغلاق من بيانات المركز؛ اجعل الأيام هنا متوافقة مع الأيام المضبوطة هناك.",
          },
          fields: [
            text("title", "Title", "العنوان"),
            {
              type: "row",
              fields: [
                text("openDays", "Open days", "أيام العمل"),
                templateText("openTimes", {
                  label: { en: "Opening hours", ar: "ساعات العمل" },
                  placeholders: ["opens", "closes"],
                  explanation: {
                    en: "{opens} and {closes} are replaced by the times in the business details.",
                    ar: "يُستبدل {opens} و{closes} بالمواعيد المضبوطة في بيانات المركز.",
                  },
                }),
              ],
            },
            {
              type: "row",
              fields: [
                text("closedDays", "Closed days", "أيام العطلة"),
                text("closed", "Shown for the closed days", "ما يُعرض لأيام العطلة"),
              ],
            },
          ],
        },
        {
          name: "getInTouch",
          label: { en: "Get in touch", ar: "تواصل معنا" },
          description: {
            en: "The box beside the form; the phone, e-mail and website come from the business details.",
            ar: "المربع بجانب النموذج؛ الهاتف والبريد والموقع من بيانات المركز.",
          },
          fields: [
            text("title", "Title", "العنوان"),
            {
              type: "row",
              fields: [
                text("phoneLabel", "Phone label", "تسمية الهاتف"),
                text("emailLabel", "E-mail label", "تسمية البريد الإلكتروني"),
                text("websiteLabel", "Website label", "تسمية الموقع الإلكتروني"),
              ],
            },
            buttonText("callButton", { en: "Call button", ar: "زر الاتصال" }),
            buttonText("whatsappButton", { en: "WhatsApp button", ar: "زر واتساب" }),
          ],
        },
        {
          name: "location",
          label: { en: "Location", ar: "الموقع" },
          description: {
            en: "The section beside the map; the address and the map come from the business details.",
            ar: "القسم بجانب الخريطة؛ العنوان والخريطة من بيانات المركز.",
          },
          fields: [text("title", "Title", "العنوان"), localizedTextarea("text", { label: { en: "Text", ar: "النص" } })],
        },
        ctaTab([
          buttonText("primaryButton", { en: "First button (to the plan builder)", ar: "الزر الأول (إلى بناء الخطة)" }),
          buttonText("secondaryButton", {
            en: "Second button (to the IT training page)",
            ar: "الزر الثاني (إلى صفحة تدريب تكنولوجيا المعلومات)",
          }),
        ]),
        metaTab(),
      ],
    },
  ],
};

import type { Field } from "payload";
import { contentGlobal } from "../collections/content-collection";
import { previewPage } from "../admin/preview";
import { localizedText } from "../fields";
import { weekDays } from "@/config/days";
import { canonicalDialNumber, canonicalWhatsAppNumber, validDialNumber, validWhatsAppNumber } from "../fields/phone";
import { ltr } from "../fields/bidi";
import { siteListTabs } from "./site-lists";
import { sharingTab } from "./sharing";

const url = (
  name: string,
  label: { en: string; ar: string },
  { required = false, description }: { required?: boolean; description?: { en: string; ar: string } } = {},
): Field => ({
  name,
  type: "text",
  label,
  required,
  validate: (value: unknown, { req }: { req: { i18n?: { language?: string } } }) =>
    !value || (typeof value === "string" && /^https:\/\/\S+$/.test(value))
      ? true
      : req.i18n?.language === "ar"
        ? `اكتب عنوانًا كاملًا يبدأ بـ ${ltr("https://")}`
        : "A full address starting with https://",
  admin: description ? { description } : undefined,
});

const days = Object.entries(weekDays).map(([value, label]) => ({ value, label: { ...label } }));

/** Every business fact the site shows, in one place: a change here shows on every page and in every e-mail. */
export const SiteSettings = contentGlobal({
  slug: "site-settings",
  label: { en: "Business details", ar: "بيانات المركز" },
  admin: { preview: previewPage("/contact") },
  fields: [
    {
      type: "tabs",
      tabs: [
        {
          label: { en: "Name and contact", ar: "الاسم والتواصل" },
          fields: [
            localizedText("brand", { label: { en: "Name of the centre", ar: "اسم المركز" } }),
            localizedText("parentCompany", { label: { en: "Parent group", ar: "المجموعة الأم" } }),
            {
              name: "foundedYear",
              type: "number",
              required: true,
              min: 1900,
              max: 2100,
              label: { en: "Founded in", ar: "سنة التأسيس" },
            },
            {
              name: "email",
              type: "email",
              required: true,
              label: { en: "E-mail address", ar: "البريد الإلكتروني" },
              admin: {
                description: {
                  en: "Shown in the footer and on the contact page; lead notifications go here unless LEADS_TO is set.",
                  ar: "يظهر في تذييل الموقع وفي صفحة «اتصل بنا»، وتصل إليه إشعارات الطلبات ما لم يُضبط LEADS_TO.",
                },
              },
            },
            {
              // The provider's own mails (a new lead's notification) are read by the team, not the visitor: in the
              // language the team works in (src/domain/leads/mail-templates.ts).
              name: "teamLanguage",
              type: "select",
              required: true,
              defaultValue: "en",
              label: { en: "Language of the team's notifications", ar: "لغة الإشعارات التي تصل إلى الفريق" },
              options: [
                { value: "en", label: { en: "English", ar: "الإنجليزية" } },
                { value: "ar", label: { en: "Arabic", ar: "العربية" } },
              ],
              admin: {
                isClearable: false,
                description: {
                  en: "The language of the e-mails the site sends to the team about new requests. Visitors get theirs in the language they used.",
                  ar: "لغة الرسائل التي يرسلها الموقع إلى الفريق عن الطلبات الجديدة. أما الزوار فتصلهم رسائلهم باللغة التي استخدموها.",
                },
              },
            },
            {
              name: "phone",
              type: "group",
              label: { en: "Phone", ar: "الهاتف" },
              admin: {
                description: {
                  en: "The centre's phone: on the contact page (its card, the box beside the form and the call button) and for search engines. The footer shows the WhatsApp number below.",
                  ar: "هاتف المركز، ويظهر في صفحة «اتصل بنا» (بطاقتها والمربع بجانب النموذج وزر الاتصال) ويُقدَّم لمحركات البحث. أما تذييل الموقع فيعرض رقم واتساب المُدخل أدناه.",
                },
              },
              fields: [
                {
                  type: "row",
                  fields: [
                    {
                      name: "display",
                      type: "text",
                      required: true,
                      label: { en: "As shown", ar: "كما يُعرض" },
                      admin: {
                        className: "address-field",
                        description: { en: "e.g. +20 3 487 2200", ar: "مثل ⁦+20 3 487 2200⁩" },
                      },
                    },
                    {
                      name: "e164",
                      type: "text",
                      required: true,
                      label: { en: "What a tap dials", ar: "الرقم الذي يُطلب عند الضغط" },
                      hooks: { beforeValidate: [({ value }) => canonicalDialNumber(value)] },
                      validate: validDialNumber,
                      admin: {
                        className: "address-field",
                        description: {
                          en: "With +20; spaces and dashes are fine (stored as +2034872200).",
                          ar: "مع رمز الدولة ⁦+20⁩؛ المسافات والشرطات مقبولة (يُحفظ هكذا: ⁦+2034872200⁩).",
                        },
                      },
                    },
                  ],
                },
              ],
            },
            {
              name: "whatsapp",
              type: "group",
              label: { en: "WhatsApp", ar: "واتساب" },
              admin: {
                description: {
                  en: "Shown in the footer as “Phone (WhatsApp)” and behind every WhatsApp button and card of the site.",
                  ar: "يظهر في تذييل الموقع باسم «الهاتف (واتساب)»، وتفتحه كل أزرار وبطاقات واتساب في الموقع.",
                },
              },
              fields: [
                {
                  type: "row",
                  fields: [
                    {
                      name: "display",
                      type: "text",
                      required: true,
                      label: { en: "As shown", ar: "كما يُعرض" },
                      admin: {
                        className: "address-field",
                        description: { en: "e.g. +20 100 123 4567", ar: "مثل ⁦+20 100 123 4567⁩" },
                      },
                    },
                    {
                      name: "number",
                      type: "text",
                      required: true,
                      label: { en: "What WhatsApp opens", ar: "الرقم الذي يفتحه واتساب" },
                      hooks: { beforeValidate: [({ value }) => canonicalWhatsAppNumber(value)] },
                      validate: validWhatsAppNumber,
                      admin: {
                        className: "address-field",
                        description: {
                          en: "With the country code; spaces and dashes are fine (stored as 201001234567).",
                          ar: "مع رمز الدولة؛ المسافات والشرطات مقبولة (يُحفظ هكذا: ⁦201001234567⁩).",
                        },
                      },
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: { en: "Address and hours", ar: "العنوان ومواعيد العمل" },
          fields: [
            {
              name: "address",
              type: "group",
              label: { en: "Address", ar: "العنوان" },
              fields: [
                localizedText("street", { label: { en: "Street", ar: "الشارع" } }),
                {
                  type: "row",
                  fields: [
                    localizedText("district", { label: { en: "District", ar: "الحي" } }),
                    localizedText("city", { label: { en: "City", ar: "المدينة" } }),
                    localizedText("country", { label: { en: "Country", ar: "الدولة" } }),
                  ],
                },
                {
                  type: "row",
                  fields: [
                    { name: "latitude", type: "number", required: true, label: { en: "Latitude", ar: "خط العرض" } },
                    { name: "longitude", type: "number", required: true, label: { en: "Longitude", ar: "خط الطول" } },
                  ],
                },
              ],
            },
            {
              name: "map",
              type: "group",
              label: { en: "Map", ar: "الخريطة" },
              fields: [
                url("link", { en: "Link to the map", ar: "رابط الخريطة" }),
                url("embed", {
                  en: "Map to embed (Google Maps embed address)",
                  ar: "الخريطة المضمّنة (رابط التضمين من Google Maps)",
                }),
              ],
            },
            {
              name: "officeHours",
              type: "group",
              label: { en: "Office hours", ar: "مواعيد العمل" },
              fields: [
                {
                  name: "days",
                  type: "select",
                  hasMany: true,
                  required: true,
                  options: days,
                  label: { en: "Open on", ar: "أيام العمل" },
                },
                {
                  type: "row",
                  fields: [
                    {
                      name: "opens",
                      type: "text",
                      required: true,
                      label: { en: "Opens (HH:MM)", ar: "يفتح (HH:MM)" },
                      validate: (v: unknown) => (typeof v === "string" && /^\d{2}:\d{2}$/.test(v) ? true : "HH:MM"),
                    },
                    {
                      name: "closes",
                      type: "text",
                      required: true,
                      label: { en: "Closes (HH:MM)", ar: "يغلق (HH:MM)" },
                      validate: (v: unknown) => (typeof v === "string" && /^\d{2}:\d{2}$/.test(v) ? true : "HH:MM"),
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: { en: "Links and videos", ar: "الروابط والفيديوهات" },
          fields: [
            {
              name: "social",
              type: "group",
              label: { en: "Social media", ar: "وسائل التواصل الاجتماعي" },
              fields: [
                url("facebook", { en: "Facebook", ar: "فيسبوك" }),
                url("linkedin", { en: "LinkedIn", ar: "لينكدإن" }),
                url("instagram", { en: "Instagram", ar: "إنستجرام" }),
                url("youtube", { en: "YouTube", ar: "يوتيوب" }),
              ],
            },
            {
              name: "heroPlaylist",
              type: "text",
              required: true,
              label: { en: "Home page video playlist (YouTube id)", ar: "قائمة تشغيل الصفحة الرئيسية (معرّف YouTube)" },
            },
            url(
              "placementTestUrl",
              { en: "Outside placement test (optional)", ar: "اختبار تحديد مستوى خارجي (اختياري)" },
              {
                description: {
                  en: "Leave empty: the English page's test button leads to the site's own free level test (/english-test). Fill in only to send visitors to another test instead.",
                  ar: `اتركه فارغًا: يؤدي زر الاختبار في صفحة الإنجليزية إلى اختبار تحديد المستوى المجاني على الموقع (${ltr("/english-test")}). املأه فقط إذا أردت توجيه الزوار إلى اختبار آخر.`,
                },
              },
            ),
            url("examBookingUrl", { en: "Exam booking (TOEFL)", ar: "حجز الامتحان (TOEFL)" }),
          ],
        },
        ...siteListTabs,
        sharingTab,
      ],
    },
  ],
});

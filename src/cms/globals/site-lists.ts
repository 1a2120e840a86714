import type { Field, Tab } from "payload";
import { areaField, iconField, localizedList, localizedText, localizedTextarea } from "../fields";

/**
 * The site-wide lists that several pages show (src/cms/globals/site-settings.ts): the training areas (the
 * Cards block with the source "Training areas") and the industries (the Logos block's part "Industries").
 */

/** The training pages an area's "Learn more" can open (as on the site: no language prefix). */
export const areaPages = ["/training/it", "/training/english", "/training/business"] as const;

const trainingAreas: Field = {
  name: "trainingAreas",
  type: "array",
  label: { en: "Training areas", ar: "مجالات التدريب" },
  maxRows: 6,
  labels: {
    singular: { en: "Training area", ar: "مجال تدريب" },
    plural: { en: "Training areas", ar: "مجالات التدريب" },
  },
  admin: {
    description: {
      en: "One card per training area, in this order, wherever a Cards block shows the training areas (the home and corporate pages). The area sets the card's colour.",
      ar: "بطاقة لكل مجال تدريب بهذا الترتيب، في كل مكان يعرض فيه قسم «بطاقات» مجالات التدريب (الصفحة الرئيسية وصفحة تدريب الشركات). ويحدد المجال لون البطاقة.",
    },
  },
  fields: [
    {
      type: "row",
      fields: [
        areaField(),
        iconField(),
        {
          name: "link",
          type: "select",
          required: true,
          label: { en: "“Learn more” opens", ar: "رابط «اعرف المزيد»" },
          options: [
            { value: areaPages[0], label: { en: "IT training", ar: "تدريب تكنولوجيا المعلومات" } },
            { value: areaPages[1], label: { en: "English training", ar: "تدريب اللغة الإنجليزية" } },
            { value: areaPages[2], label: { en: "Business training", ar: "تدريب الإدارة والأعمال" } },
          ],
        },
      ],
    },
    localizedText("badge", { label: { en: "Badge", ar: "الشارة" } }),
    localizedText("title", { label: { en: "Title", ar: "العنوان" } }),
    localizedTextarea("description", { label: { en: "Description", ar: "الوصف" } }),
    localizedList("features", {
      label: { en: "Features (on the detailed cards)", ar: "المزايا (في البطاقات المفصّلة)" },
      minRows: 1,
      maxRows: 6,
    }),
  ],
};

const industries: Field = {
  name: "industries",
  type: "array",
  label: { en: "Industries", ar: "القطاعات" },
  maxRows: 24,
  labels: { singular: { en: "Industry", ar: "قطاع" }, plural: { en: "Industries", ar: "القطاعات" } },
  admin: {
    description: {
      en: "The industries the centre trains for, in this order, wherever a Logos block shows the industries (the home and corporate pages).",
      ar: "القطاعات التي يدرّب المركز العاملين فيها بهذا الترتيب، في كل مكان يعرض فيه قسم «شعارات» القطاعات (الصفحة الرئيسية وصفحة تدريب الشركات).",
    },
  },
  fields: [
    {
      type: "row",
      fields: [iconField(), localizedText("name", { label: { en: "Name", ar: "الاسم" } })],
    },
  ],
};

export const siteListTabs: Tab[] = [
  { label: { en: "Training areas", ar: "مجالات التدريب" }, fields: [trainingAreas] },
  { label: { en: "Industries", ar: "القطاعات" }, fields: [industries] },
];

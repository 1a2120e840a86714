import type { ArrayField, Field } from "payload";
import { contentGlobal } from "../collections/content-collection";
import { localizedText, localizedTextarea, type Label } from "../fields";
import { linkFields } from "../fields/link";
import { linkGiven, type StoredLink } from "@/content/links";

/** A list of links: a text in both languages and where it leads. */
function linkList(name: string, label: Label, description: Label, maxRows = 10): ArrayField {
  return {
    name,
    type: "array",
    label,
    minRows: 1,
    maxRows,
    labels: { singular: { en: "Link", ar: "رابط" }, plural: { en: "Links", ar: "روابط" } },
    admin: { description, initCollapsed: true, components: { RowLabel: "/cms/admin/link-row-label#LinkRowLabel" } },
    fields: [localizedText("label", { label: { en: "Text", ar: "النص" } }), ...linkFields()],
  };
}

const menuItem: Field[] = [
  localizedText("label", { label: { en: "Text", ar: "النص" } }),
  ...linkFields(false, {
    en: "Leave empty for an entry that only opens its drop-down list (below).",
    ar: "اتركه فارغًا إذا كان العنصر يفتح قائمته المنسدلة فقط (أدناه).",
  }),
  {
    name: "children",
    type: "array",
    label: { en: "Drop-down list", ar: "القائمة المنسدلة" },
    maxRows: 8,
    labels: { singular: { en: "Link", ar: "رابط" }, plural: { en: "Links", ar: "روابط" } },
    admin: {
      description: {
        en: "Optional. With links here, the entry opens a list (as Training Programs does) instead of leading to one page.",
        ar: "اختياري. إذا أضفت روابط هنا، فسيفتح العنصر قائمة (مثل «البرامج التدريبية») بدلًا من أن يؤدي إلى صفحة واحدة.",
      },
      components: { RowLabel: "/cms/admin/link-row-label#LinkRowLabel" },
    },
    fields: [
      localizedText("label", { label: { en: "Text", ar: "النص" } }),
      ...linkFields(),
      localizedTextarea("hint", {
        label: { en: "Short description", ar: "وصف قصير" },
        required: false,
        description: { en: "Shown under the text in the list.", ar: "يظهر تحت النص في القائمة." },
      }),
    ],
  },
];

/** The site's header: the menu (with drop-down lists) and the button beside it. */
export const Header = contentGlobal({
  slug: "header",
  label: { en: "Header menu", ar: "القائمة العلوية" },
  admin: {
    group: { en: "Navigation", ar: "التنقل" },
    description: {
      en: "The menu at the top of every page (on phones, behind the menu button) and its button. The logo and the language switch are always there.",
      ar: "القائمة أعلى كل صفحة (وعلى الهاتف تظهر عند الضغط على زر القائمة) والزر المجاور لها. الشعار وزر تغيير اللغة يظهران دائمًا.",
    },
  },
  fields: [
    {
      name: "items",
      type: "array",
      label: { en: "Menu", ar: "القائمة" },
      minRows: 1,
      maxRows: 8,
      labels: {
        singular: { en: "Menu entry", ar: "عنصر في القائمة" },
        plural: { en: "Menu entries", ar: "عناصر القائمة" },
      },
      validate: (rows: unknown, { req }: { req: { i18n?: { language?: string } } }) => {
        const empty = ((rows as (StoredLink & { children?: unknown[] | null })[] | null) ?? []).findIndex(
          (row) => !linkGiven(row) && !row.children?.length,
        );
        if (empty < 0) return true;
        return req.i18n?.language === "ar"
          ? `العنصر رقم ${empty + 1} في القائمة لا يؤدي إلى أي صفحة: أضف له عنوانًا أو روابط في قائمته المنسدلة.`
          : `Menu entry ${empty + 1} leads nowhere: give it an address or links in its drop-down list.`;
      },
      admin: {
        description: {
          en: "In this order, from the start of the line. Keep it short: up to six entries fit beside the logo on a laptop.",
          ar: "تظهر بهذا الترتيب من بداية السطر. اجعلها قصيرة: تتسع المساحة بجوار الشعار لـ 6 عناصر على الأكثر على شاشة اللابتوب.",
        },
        initCollapsed: true,
        components: { RowLabel: "/cms/admin/link-row-label#LinkRowLabel" },
      },
      fields: menuItem,
    },
    {
      name: "button",
      type: "group",
      label: { en: "Button", ar: "الزر" },
      admin: {
        description: {
          en: "The highlighted button at the end of the header (hidden on the smallest phones, where the menu has it).",
          ar: "الزر المميز في نهاية القائمة العلوية (يختفي على أصغر الشاشات وتجده داخل القائمة).",
        },
      },
      fields: [localizedText("label", { label: { en: "Text", ar: "النص" } }), ...linkFields()],
    },
  ],
});

/** The site's footer links: services, company and legal. */
export const Footer = contentGlobal({
  slug: "footer",
  label: { en: "Footer links", ar: "روابط أسفل الصفحة" },
  admin: {
    group: { en: "Navigation", ar: "التنقل" },
    description: {
      en: "The link lists at the bottom of every page. The address, phone, e-mail and social links come from the business details.",
      ar: "قوائم الروابط أسفل كل صفحة. العنوان ورقم الهاتف والبريد الإلكتروني وروابط التواصل الاجتماعي تُعدَّل من «بيانات المركز».",
    },
  },
  fields: [
    linkList(
      "services",
      { en: "Services", ar: "الخدمات" },
      {
        en: "The first list: the training areas and the ways to start.",
        ar: "القائمة الأولى: مجالات التدريب وطرق البدء.",
      },
    ),
    linkList(
      "company",
      { en: "Company", ar: "المركز" },
      { en: "The second list: about the centre.", ar: "القائمة الثانية: عن المركز." },
    ),
    linkList(
      "legal",
      { en: "Legal", ar: "الشروط والسياسات" },
      { en: "The line at the very bottom, beside the copyright.", ar: "السطر الأخير بجوار حقوق النشر." },
      6,
    ),
  ],
});

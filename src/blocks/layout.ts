import type { Block, BlocksField } from "payload";

/**
 * The layout of a page: the blocks in order, under its hero (the page's field group `hero`, which holds its only
 * main heading). Every text is in both languages (the bilingual rule holds them when the page is published); the
 * order and the choices (an area, a link, a number) are shared by both languages.
 */
export function layoutField(blocks: Block[]): BlocksField {
  return {
    name: "layout",
    type: "blocks",
    label: { en: "Sections of the page", ar: "أقسام الصفحة" },
    labels: { singular: { en: "Section", ar: "قسم" }, plural: { en: "Sections", ar: "أقسام" } },
    minRows: 0,
    maxRows: 30,
    blocks,
    admin: {
      initCollapsed: false,
      description: {
        en: "The page from top to bottom, under its hero (the Hero tab): add, move or remove its sections.",
        ar: "الصفحة من أعلى إلى أسفل تحت واجهتها (تبويب «الواجهة»): أضف الأقسام أو حرّكها أو احذفها.",
      },
    },
    validate: (value: unknown, { req }: { req: { i18n?: { language?: string } } }) => {
      const rows = Array.isArray(value) ? (value as { blockType?: string; form?: string }[]) : [];
      const forms = (form: string) => rows.filter((row) => row.blockType === "leadForm" && row.form === form).length;
      const arabic = req.i18n?.language === "ar";
      if (forms("contact") > 1) return arabic ? "للصفحة نموذج تواصل واحد فقط." : "A page has one contact form at most.";
      if (forms("corporate") > 1)
        return arabic ? "للصفحة نموذج واحد فقط لطلب تدريب الشركات." : "A page has one corporate request form at most.";
      return true;
    },
  };
}

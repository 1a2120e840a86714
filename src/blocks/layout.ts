import type { Block, BlocksField } from "payload";

/** The blocks that open a page with its main heading (h1): one of them comes first, and only once. */
export const heroBlocks: readonly string[] = ["hero", "videoHero", "testHero", "groupHero"];

/**
 * The layout of a page: the blocks in order, the first one its hero (which holds the page's only main
 * heading). Every text is in both languages (the bilingual rule holds them when the page is published); the
 * order and the choices (an area, a link, a number) are shared by both languages.
 */
export function layoutField(blocks: Block[]): BlocksField {
  return {
    name: "layout",
    type: "blocks",
    label: { en: "Sections of the page", ar: "أقسام الصفحة" },
    labels: { singular: { en: "Section", ar: "قسم" }, plural: { en: "Sections", ar: "أقسام" } },
    minRows: 1,
    maxRows: 30,
    blocks,
    admin: {
      initCollapsed: false,
      description: {
        en: "The page from top to bottom. It starts with one hero (one of the Hero sections: the page's main heading); add, move or remove the sections below it.",
        ar: "الصفحة من أعلى إلى أسفل. تبدأ بقسم واجهة واحد (أيّ قسم من أقسام الواجهة، وفيه العنوان الرئيسي للصفحة)، ثم أضف الأقسام أسفله أو حرّكها أو احذفها.",
      },
    },
    validate: (
      value: unknown,
      { req, data }: { req: { i18n?: { language?: string } }; data?: { _status?: unknown } },
    ) => {
      const rows = Array.isArray(value) ? (value as { blockType?: string; form?: string }[]) : [];
      const count = (type: string) => rows.filter((row) => row.blockType === type).length;
      const forms = (form: string) => rows.filter((row) => row.blockType === "leadForm" && row.form === form).length;
      const arabic = req.i18n?.language === "ar";
      const heroes = heroBlocks.reduce((sum, type) => sum + count(type), 0);
      // A draft may be built in any order; the page it publishes starts with its one hero.
      const publishing = data?._status !== "draft";
      if (publishing && (!rows.length || !heroBlocks.includes(rows[0]?.blockType ?? "") || heroes !== 1))
        return arabic
          ? "يجب أن تبدأ الصفحة بقسم واجهة واحد (أيّ قسم من أقسام الواجهة، وفيه عنوانها الرئيسي)، ولا يتكرر قسم الواجهة بعدها."
          : "A page starts with one hero section (one of the Hero sections: its main heading), and has no other.";
      if (forms("contact") > 1) return arabic ? "للصفحة نموذج تواصل واحد فقط." : "A page has one contact form at most.";
      if (forms("corporate") > 1)
        return arabic ? "للصفحة نموذج واحد فقط لطلب تدريب الشركات." : "A page has one corporate request form at most.";
      return true;
    },
  };
}

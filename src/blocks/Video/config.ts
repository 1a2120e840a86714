import type { Field } from "payload";
import { ltr } from "@/cms/fields/bidi";
import { youtubeId } from "@/lib/youtube";
import { block, intro, title } from "../fields";

const youtube: Field = {
  name: "youtube",
  type: "text",
  required: true,
  label: { en: "YouTube video or playlist", ar: "فيديو أو قائمة تشغيل يوتيوب" },
  validate: (value: unknown, { req }: { req: { i18n?: { language?: string } } }) =>
    typeof value === "string" && youtubeId(value)
      ? true
      : req.i18n?.language === "ar"
        ? `الصق رابط فيديو أو قائمة تشغيل من يوتيوب (مثل ${ltr("https://www.youtube.com/watch?v=…")})`
        : "Paste the address of a YouTube video or playlist (e.g. https://www.youtube.com/watch?v=…)",
  admin: {
    className: "address-field",
    description: {
      en: "The video loads only when the visitor presses play (no YouTube cookies before).",
      ar: "لا يُحمَّل الفيديو إلا عندما يضغط الزائر زر التشغيل (لا ملفات تعريف من يوتيوب قبل ذلك).",
    },
  },
};

export const VideoBlock = block({
  slug: "video",
  interfaceName: "VideoBlock",
  labels: { singular: { en: "Video", ar: "فيديو" }, plural: { en: "Videos", ar: "فيديوهات" } },
  description: {
    en: "A YouTube video or playlist that loads when the visitor presses play.",
    ar: "فيديو أو قائمة تشغيل من يوتيوب تُحمَّل عندما يضغط الزائر زر التشغيل.",
  },
  group: "text",
  fields: [title(), intro(), youtube],
});

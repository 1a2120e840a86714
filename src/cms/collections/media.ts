import path from "node:path";
import type { CollectionConfig } from "payload";
import { env } from "@/config/env";
import { isEditor } from "../access";
import { localizedText } from "../fields";

/** Widths the layout uses (logo tiles, cards, the hero): each upload is resized to them, as WebP. */
export const imageWidths = { thumbnail: 320, card: 640, wide: 1280 } as const;

export const Media: CollectionConfig = {
  slug: "media",
  labels: {
    singular: { en: "Image or file", ar: "صورة أو ملف" },
    plural: { en: "Images and files", ar: "الصور والملفات" },
  },
  admin: {
    useAsTitle: "alt",
    defaultColumns: ["filename", "alt", "mimeType", "filesize"],
    group: { en: "Content", ar: "المحتوى" },
  },
  access: { read: () => true, create: isEditor, update: isEditor, delete: isEditor },
  upload: {
    // In DATA_DIR by default; in shared storage (S3-compatible) when configured (payload.config.ts).
    staticDir: path.resolve(/* turbopackIgnore: true */ env().DATA_DIR, "media"),
    // Photos, logos (PNG/WebP/AVIF; SVG is refused: it can carry scripts) and PDF outlines.
    mimeTypes: ["image/png", "image/jpeg", "image/webp", "image/avif", "application/pdf"],
    imageSizes: Object.entries(imageWidths).map(([name, width]) => ({
      name,
      width,
      withoutEnlargement: true,
      formatOptions: { format: "webp" as const, options: { quality: 80 } },
    })),
    adminThumbnail: "thumbnail",
    focalPoint: true,
  },
  fields: [
    localizedText("alt", {
      label: { en: "Alternative text", ar: "النص البديل" },
      description: {
        en: "What the image shows, for people who cannot see it (the name of a client for a logo; the title of a PDF).",
        ar: "ما تعرضه الصورة لمن لا يراها (اسم العميل للشعار، وعنوان الملف لملفات PDF).",
      },
    }),
  ],
};

import path from "node:path";
import {
  type AfterErrorHook,
  type CollectionAfterOperationHook,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type PayloadRequest,
  type TextField,
  ValidationError,
} from "payload";
import sharp from "sharp";
import { env } from "@/config/env";
import { mediaAlt } from "@/content/cms";
import type { Media as MediaDoc } from "@/payload-types";
import { MEDIA_FILE_POLICY } from "@/security/csp";
import { hiddenFromSales, isEditor, isVisitorPage, trashOrAdmin } from "../access";
import { refreshAfterChange, refreshAfterDelete } from "../hooks/revalidate";
import { refuseFields } from "../fields/errors";
import { WriteLock } from "../../patches/payload-one-writer";

/** Widths the layout uses (logo tiles, cards, the hero): each upload is resized to them, as WebP. */
export const imageWidths = { thumbnail: 320, card: 640, wide: 1280 } as const;

/**
 * The most pixels an uploaded image may have: a 50-megapixel phone photo passes; the layout shows at most
 * 1280 px, and a larger image (a 16000 × 16000 PNG is 1 MB on disk) costs seconds and hundreds of MB to resize.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** The largest file an editor may upload (Payload's `upload.limits.fileSize`, payload.config.ts). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * What may be uploaded: photos and logos (PNG/JPEG/WebP/AVIF; SVG is refused: it can carry scripts) and PDF
 * outlines, by their MIME type, their file name's ending, and (for images) what the file's header says it is.
 */
const accepted = [
  { mimeType: "image/png", extensions: ["png"], format: "png" },
  { mimeType: "image/jpeg", extensions: ["jpg", "jpeg"], format: "jpeg" },
  { mimeType: "image/webp", extensions: ["webp"], format: "webp" },
  // sharp names an AVIF's format "heif", its container.
  { mimeType: "image/avif", extensions: ["avif"], format: "heif" },
  { mimeType: "application/pdf", extensions: ["pdf"], format: null },
] as const;
export const ACCEPTED_MIME_TYPES = accepted.map((type) => type.mimeType);

/** The field a refusal of the file is shown on (Payload's upload field in the admin), named in both languages. */
const fileField = { path: "file", label: { en: "File", ar: "الملف" } } as const;
const megabytes = MAX_UPLOAD_BYTES / 1024 / 1024;
/** What may be uploaded, in the words of both refusals: the types and the limit. */
const whatFits = {
  en: `Upload a JPEG, PNG, WebP or AVIF image, or a PDF, of at most ${megabytes} MB.`,
  ar: `ارفع صورة بصيغة JPEG أو PNG أو WebP أو AVIF، أو ملف PDF، بحجم ${megabytes} ميجابايت على الأكثر.`,
};

/** A refusal of the uploaded file, on the file field, in the admin's language (Payload's ValidationError). */
function fileRefusal(req: PayloadRequest, message: { en: string; ar: string }): ValidationError {
  const language = req.i18n?.language === "ar" ? "ar" : "en";
  const errors = [{ path: fileField.path, label: fileField.label[language], message: message[language] }];
  return new ValidationError({ errors, req }, req.t);
}

/** A file's type as people know it: "SVG" for "logo.svg", else its MIME type's subtype ("GIF"). */
const typeName = (name: string, mimeType: string) =>
  (path.extname(name).slice(1) || mimeType.split("/")[1]?.split("+")[0] || "?").toUpperCase();

/**
 * A file of a type the site does not take (an SVG, a GIF, a Word file) is refused on the file field, naming the
 * types it takes and the size limit, before Payload's own check (which refuses it too, in English only, without
 * saying what would do).
 */
const refuseUnacceptedTypes: CollectionBeforeOperationHook = async ({ operation, req, args }) => {
  if (operation !== "create" && operation !== "update") return args;
  const file = req.file;
  if (!file?.data) return args;
  const extension = path.extname(file.name).slice(1).toLowerCase();
  const type = accepted.find(
    (t) => t.mimeType === file.mimetype && (!extension || (t.extensions as readonly string[]).includes(extension)),
  );
  // A PDF: Payload checks that it is one.
  if (type && !type.format) return args;
  let shownAs = typeName(file.name, file.mimetype);
  if (type) {
    // An image by its header, not its name: an SVG renamed logo.png is still an SVG. One sharp cannot read is
    // left to the pixel check, which says so.
    const format = await sharp(file.data, { limitInputPixels: false })
      .metadata()
      .then((m) => m.format as string)
      .catch(() => type.format);
    if (accepted.some((t) => t.format === format)) return args;
    shownAs = format.toUpperCase();
  }
  throw fileRefusal(req, {
    en: `Files of type ${shownAs} cannot be uploaded here. ${whatFits.en}`,
    ar: `لا يمكن رفع ملفات من نوع ${shownAs} هنا. ${whatFits.ar}`,
  });
};

/**
 * Payload's `afterError` hook (payload.config.ts): a file over MAX_UPLOAD_BYTES is refused on the file field, in
 * the admin's language, naming the limit and the types. Payload 3.90.1's multipart reader stops reading at
 * `upload.limits.fileSize` and throws APIError 413 "File size limit has been reached" (its `responseOnLimit`),
 * with the bytes read as `data.size`, in English and on no field; this answers that error instead, still 413.
 * (Payload's `upload.limitHandler` would be the place, but Payload hands the whole `upload` config to the admin's
 * browser side, where a function breaks every admin page.)
 */
export const explainOversizedUpload: AfterErrorHook = ({ error, req }) => {
  const { status, data } = error as { status?: number; data?: { size?: unknown } | null };
  if (status !== 413 || typeof data?.size !== "number" || !req) return;
  const refusal = fileRefusal(req, {
    en: `This file is larger than ${megabytes} MB. ${whatFits.en}`,
    ar: `حجم هذا الملف أكبر من ${megabytes} ميجابايت. ${whatFits.ar}`,
  });
  return {
    status: 413,
    response: { errors: [{ name: "ValidationError", message: refusal.message, data: refusal.data }] },
  };
};

/** An image over the pixel limit, or one that cannot be read, is refused before any work is done on it. */
const refuseHugeImages: CollectionBeforeOperationHook = async ({ operation, req, args }) => {
  if (operation !== "create" && operation !== "update") return args;
  const file = req.file;
  if (!file?.data || !file.mimetype.startsWith("image/")) return args;
  const language = req.i18n?.language === "ar" ? "ar" : "en";
  let pixels = Number.POSITIVE_INFINITY;
  try {
    // Only the image's header is read; limitInputPixels: false so the check itself never throws on size.
    const { width, height } = await sharp(file.data, { limitInputPixels: false }).metadata();
    if (width && height) pixels = width * height;
  } catch {
    pixels = Number.NaN;
  }
  if (Number.isNaN(pixels)) {
    const message = {
      en: "This image cannot be read. Save it again as JPEG, PNG or WebP and upload it again.",
      ar: "تعذّرت قراءة هذه الصورة. احفظها من جديد بصيغة JPEG أو PNG أو WebP ثم ارفعها مرة أخرى.",
    }[language];
    refuseFields(req, [{ path: "file", label: language === "ar" ? "الملف" : "File", message }]);
  }
  if (pixels > MAX_IMAGE_PIXELS) {
    const megapixels = Math.round(pixels / 1e6);
    const message = {
      en: `This image is ${megapixels} megapixels; the most is ${MAX_IMAGE_PIXELS / 1e6}. Make it smaller (for example 4000 px wide) and upload it again.`,
      ar: `هذه الصورة ${megapixels} ميجابكسل، والحد الأقصى ${MAX_IMAGE_PIXELS / 1e6}. صغّرها (إلى عرض 4000 بكسل مثلًا) ثم ارفعها مرة أخرى.`,
    }[language];
    refuseFields(req, [{ path: "file", label: language === "ar" ? "الملف" : "File", message }]);
  }
  return args;
};

/**
 * Images are decoded and resized one at a time in a process: one 50-megapixel image costs up to about 150 MB
 * while its sizes are made (`npm run bench:images` measures it), so several uploads at once cannot add up to
 * more. An upload waits its turn for up to IMAGE_WAIT_MS, then is answered 503 "busy, try again" like a save.
 */
export const imageTurns = new WriteLock(1);
export const IMAGE_WAIT_MS = 60_000;
/** A turn is given back when its operation ends or fails, and in any case after this long. */
const IMAGE_TURN_MAX_MS = 120_000;
const TURN = "imageTurn";

const takeImageTurn: CollectionBeforeOperationHook = async ({ operation, req, args }) => {
  if (operation !== "create" && operation !== "update") return args;
  if (!req.file?.data || !req.file.mimetype.startsWith("image/") || req.context[TURN]) return args;
  await imageTurns.acquire(IMAGE_WAIT_MS);
  let given = false;
  const giveBack = () => {
    if (given) return;
    given = true;
    clearTimeout(lease);
    imageTurns.release();
  };
  const lease = setTimeout(giveBack, IMAGE_TURN_MAX_MS);
  lease.unref();
  req.context[TURN] = giveBack;
  return args;
};

function giveBackImageTurn(req: PayloadRequest | undefined): void {
  const giveBack = req?.context?.[TURN];
  if (typeof giveBack === "function") giveBack();
}

const imageTurnDone: CollectionAfterOperationHook = ({ operation, req, result }) => {
  if (operation === "create" || operation === "update" || operation === "updateByID") giveBackImageTurn(req);
  return result;
};
const imageTurnFailed: AfterErrorHook = ({ req }) => {
  giveBackImageTurn(req);
};

/**
 * One language's alternative text. Checked by its own rule rather than `required`, so that the column may stay
 * empty in the database for a record written before both were asked for; every save from now on needs both.
 */
const altMissing = {
  en: { en: "Write the English alternative text too.", ar: "اكتب النص البديل بالإنجليزية أيضًا." },
  ar: { en: "Write the Arabic alternative text too.", ar: "اكتب النص البديل بالعربية أيضًا." },
} as const;
const altLabel = {
  en: { en: "Alternative text > In English", ar: "النص البديل > بالإنجليزية" },
  ar: { en: "Alternative text > In Arabic", ar: "النص البديل > بالعربية" },
} as const;
const filled = (value: unknown) => typeof value === "string" && value.trim() !== "";

/**
 * A new image without both alternative texts is refused before its sizes are made (the field's own rule would
 * refuse it too, after the work).
 */
const refuseMissingAlt: CollectionBeforeOperationHook = ({ operation, args, req }) => {
  if (operation !== "create") return args;
  const alt = (args as { data?: { alt?: { en?: unknown; ar?: unknown } } }).data?.alt;
  const missing = (["en", "ar"] as const).filter((locale) => !filled(alt?.[locale]));
  if (!missing.length) return args;
  const language = req.i18n?.language === "ar" ? "ar" : "en";
  refuseFields(
    req,
    missing.map((locale) => ({
      path: `alt.${locale}`,
      label: altLabel[locale][language],
      message: altMissing[locale][language],
    })),
  );
};

function altText(locale: "en" | "ar", label: { en: string; ar: string }): TextField {
  const missing = altMissing[locale];
  return {
    name: locale,
    type: "text",
    label,
    maxLength: 300,
    // Not a list column, filter or search field: Payload reads a query path ending in ".en" or ".ar" as a locale
    // suffix and cuts it off, so a search, filter or sort on "alt.en" asked for the group "alt" and the list
    // answered with an error instead of its rows.
    admin: { rtl: locale === "ar", className: `alt-${locale}`, disableListColumn: true, disableListFilter: true },
    validate: (value: unknown, { req }: { req: { i18n?: { language?: string } } }) =>
      typeof value === "string" && value.trim() !== "" ? true : missing[req.i18n?.language === "ar" ? "ar" : "en"],
  };
}

export const Media: CollectionConfig = {
  slug: "media",
  labels: {
    singular: { en: "Image or file", ar: "صورة أو ملف" },
    plural: { en: "Images and files", ar: "الصور والملفات" },
  },
  admin: {
    // Named by its file name in both admins (an alternative text is in one language).
    useAsTitle: "filename",
    // (Payload names its own MIME type column in English only; the thumbnail shows the kind of file.)
    defaultColumns: ["filename", "filesize", "updatedAt"],
    listSearchableFields: ["filename"],
    group: { en: "Content", ar: "المحتوى" },
    hidden: hiddenFromSales,
  },
  // The files are the site's images and outlines, public; the records about them (GET /cms-api/media) are staff's.
  access: {
    // The file route (`/cms-api/media/file/:filename`) checks this with isReadingStaticFile; with S3 storage it
    // then looks the file's record up (its folder in the bucket) in the same request, which must pass too.
    read: ({ req, isReadingStaticFile }) =>
      Boolean(isReadingStaticFile || req.user || isVisitorPage(req) || typeof req.routeParams?.filename === "string"),
    create: isEditor,
    update: isEditor,
    // Deleting moves the record to the trash (its file stays, for a restore); an admin deletes it for good.
    delete: trashOrAdmin,
  },
  trash: true,
  upload: {
    // In DATA_DIR by default; in shared storage (S3-compatible) when configured (payload.config.ts).
    staticDir: path.resolve(/* turbopackIgnore: true */ env().DATA_DIR, "media"),
    // Photos, logos (PNG/WebP/AVIF; SVG is refused: it can carry scripts) and PDF outlines: refuseUnacceptedTypes
    // names them to whoever uploads something else; Payload's own check stays behind it.
    mimeTypes: [...ACCEPTED_MIME_TYPES],
    imageSizes: Object.entries(imageWidths).map(([name, width]) => ({
      name,
      width,
      withoutEnlargement: true,
      formatOptions: { format: "webp" as const, options: { quality: 80 } },
    })),
    // The list's thumbnail by its path on this site, not by SITE_URL (Payload's serverURL makes files' addresses
    // absolute): the media list shows it from whatever address the staff member opened the admin at.
    adminThumbnail: ({ doc }) => {
      const thumbnail = (doc.sizes as { thumbnail?: { url?: string | null } } | undefined)?.thumbnail?.url;
      const url = thumbnail ?? (String(doc.mimeType).startsWith("image/") ? (doc.url as string | undefined) : null);
      return url ? url.replace(/^https?:\/\/[^/]+(?=\/cms-api\/)/, "") : null;
    },
    focalPoint: true,
    // A PDF can carry JavaScript (/OpenAction) that a browser's viewer might run on the site's own origin:
    // PDFs are downloaded, never shown inline; nothing uploaded is rendered as a page (sandbox).
    modifyResponseHeaders: ({ headers }) => {
      headers.set("content-security-policy", MEDIA_FILE_POLICY);
      headers.set("x-content-type-options", "nosniff");
      if (headers.get("content-type")?.startsWith("application/pdf")) headers.set("content-disposition", "attachment");
      return headers;
    },
  },
  // The type and size checks first (they read only the header) and the alternative texts, then the turn for the work.
  hooks: {
    beforeOperation: [refuseUnacceptedTypes, refuseHugeImages, refuseMissingAlt, takeImageTurn],
    afterOperation: [imageTurnDone],
    afterError: [imageTurnFailed],
    // An image's texts are part of every page that shows it.
    afterChange: [refreshAfterChange],
    afterDelete: [refreshAfterDelete],
  },
  fields: [
    {
      // Both languages in one form, the upload drawer included: an image is not saved with one of them empty
      // (an Arabic page would show it with no alt at all, WCAG 1.1.1).
      name: "alt",
      type: "group",
      label: { en: "Alternative text", ar: "النص البديل" },
      admin: {
        description: {
          en: "What the image shows, for people who cannot see it (the name of a client for a logo; the title of a PDF), in both languages.",
          ar: "ما تعرضه الصورة لمن لا يراها (اسم العميل للشعار، وعنوان الملف لملفات PDF)، باللغتين.",
        },
      },
      fields: [
        {
          type: "row",
          fields: [
            altText("en", { en: "In English", ar: "بالإنجليزية" }),
            altText("ar", { en: "In Arabic", ar: "بالعربية" }),
          ],
        },
      ],
    },
    {
      // The alternative text in the language of the read (a page in Arabic gets the Arabic one): what the site
      // puts in `alt`. Not stored.
      name: "altText",
      type: "text",
      virtual: true,
      admin: { hidden: true },
      hooks: {
        afterRead: [
          ({ siblingData, req }) => mediaAlt(siblingData as Pick<MediaDoc, "alt">, req.locale === "ar" ? "ar" : "en"),
        ],
      },
    },
  ],
};

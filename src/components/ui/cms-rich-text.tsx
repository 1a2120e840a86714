import { RichText, type JSXConvertersFunction } from "@payloadcms/richtext-lexical/react";
import { imageView, mediaAlt, mediaUrl } from "@/content/cms";
import { MediaImage } from "./media-image";
import type { Locale } from "@/i18n/locales";
import type { Media } from "@/payload-types";

/** The widest an image in a text is shown: the text's column (max-w-3xl). */
const TEXT_WIDTH = "(min-width: 768px) 768px, 100vw";

/**
 * Images and files placed in the text. Payload's own converter (UploadJSXConverter of
 * @payloadcms/richtext-lexical 3.90.1) writes the media's `alt` into the image as it is, and the site's media
 * have it in both languages ({ en, ar }): visitors got alt="[object Object]". Here an image gets the alternative
 * text of the page's language (mediaAlt, as every image of the site), its WebP widths and a lazy load; another
 * file (a PDF) is a link to it, named by that text or else its file name.
 */
const withUploads =
  (locale: Locale): JSXConvertersFunction =>
  ({ defaultConverters }) => ({
    ...defaultConverters,
    upload: ({ node }) => {
      const media = node.value as number | Media | null | undefined;
      if (typeof media !== "object" || !media) return null;
      if (!media.mimeType?.startsWith("image/") || !imageView(media, locale)) {
        const href = mediaUrl(media);
        return href ? <a href={href}>{mediaAlt(media, locale) || media.filename}</a> : null;
      }
      return <MediaImage media={media} locale={locale} sizes={TEXT_WIDTH} className="h-auto max-w-full rounded-xl" />;
    },
  });

/** Text an editor wrote in the CMS (a Text block, a news post), in the page's language. */
export function CmsRichText({ data, locale, className }: { data: unknown; locale: Locale; className: string }) {
  return <RichText data={data as never} converters={withUploads(locale)} className={className} />;
}

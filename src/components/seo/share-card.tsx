import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";
import { parse, type Font } from "opentype.js";
import type { ReactElement } from "react";
import type { Locale } from "@/i18n/locales";
import { rtlPieces } from "@/lib/bidi-runs";

/**
 * The sharing card of a page (Open Graph and Twitter, 1200 x 630 PNG), drawn on request by the pages'
 * `opengraph-image` routes from the CMS's texts with the site's own fonts, colours and logo.
 *
 * Arabic: satori (under next/og) shapes Arabic words but lays a line out left to right and measures Arabic
 * words wider than it draws them. So an Arabic text is drawn as a wrapping row from the right
 * (`row-reverse`) of the pieces the Unicode bidirectional algorithm gives it (src/lib/bidi-runs.ts), each
 * Arabic word in a box as wide as it is drawn: its shaped width from opentype.js, the font engine satori
 * draws with.
 */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 };

export interface ShareCardText {
  locale: Locale;
  brand: string;
  /** A short label above the title: the page's kind or area ("Learning path", "News"). */
  badge: string;
  title: string;
  /** One line under the title. */
  subtitle?: string;
}

// Read at run time from the installed packages (not traced into the build).
const fontsDir = path.join(process.cwd(), "node_modules/@fontsource");
const FONT_FILES = {
  latin400: "inter/files/inter-latin-400-normal.woff",
  latin700: "inter/files/inter-latin-700-normal.woff",
  latin800: "inter/files/inter-latin-800-normal.woff",
  arabic400: "ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff",
  arabic700: "ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff",
} as const;
type FontKey = keyof typeof FONT_FILES;

interface LoadedFonts {
  data: Record<FontKey, Buffer>;
  arabic: Record<400 | 700, Font>;
}

let fonts: Promise<LoadedFonts> | undefined;

function loadFonts(): Promise<LoadedFonts> {
  fonts ??= (async () => {
    const entries = await Promise.all(
      (Object.keys(FONT_FILES) as FontKey[]).map(
        async (key) => [key, await readFile(/* turbopackIgnore: true */ path.join(fontsDir, FONT_FILES[key]))] as const,
      ),
    );
    const data = Object.fromEntries(entries) as Record<FontKey, Buffer>;
    const open = (buffer: Buffer) => parse(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.length));
    return { data, arabic: { 400: open(data.arabic400), 700: open(data.arabic700) } };
  })();
  fonts.catch(() => (fonts = undefined));
  return fonts;
}

let logo: Promise<string> | undefined;

/** The site's logo (public/logo.svg) as a data URL. */
function loadLogo(): Promise<string> {
  logo ??= readFile(/* turbopackIgnore: true */ path.join(process.cwd(), "public/logo.svg")).then(
    (svg) => `data:image/svg+xml;base64,${svg.toString("base64")}`,
  );
  return logo;
}

interface TextStyle {
  size: number;
  /** Lines may break (titles); a label stays on one line. */
  wrap?: boolean;
  weight: 400 | 700;
  color: string;
  lineHeight: number;
}

/** A text in the card's language: plain in English; in Arabic, the measured pieces laid out from the right. */
function Text({ text, locale, style, fonts }: { text: string; locale: Locale; style: TextStyle; fonts: LoadedFonts }) {
  const box = { display: "flex", color: style.color, fontSize: style.size, fontWeight: style.weight };
  if (locale !== "ar") return <div style={{ ...box, lineHeight: style.lineHeight }}>{text}</div>;
  const font = fonts.arabic[style.weight];
  const height = style.size * style.lineHeight;
  return (
    <div
      style={{
        ...box,
        flexDirection: "row-reverse",
        flexWrap: style.wrap ? "wrap" : "nowrap",
        columnGap: style.size * 0.26,
      }}
    >
      {rtlPieces(text).map((piece, i) =>
        piece.rtl ? (
          <div
            key={i}
            style={{ display: "flex", position: "relative", height, width: arabicWidth(font, piece.text, style.size) }}
          >
            <div style={{ position: "absolute", left: 0, top: 0, lineHeight: style.lineHeight, whiteSpace: "nowrap" }}>
              {piece.text}
            </div>
          </div>
        ) : (
          <div key={i} style={{ display: "flex", height, lineHeight: style.lineHeight }}>
            {piece.text}
          </div>
        ),
      )}
    </div>
  );
}

/** The width an Arabic word takes once shaped (its letters joined), at this font size. */
function arabicWidth(font: Font, word: string, size: number): number {
  return Math.ceil(font.getAdvanceWidth(word, size));
}

/** Title size by length, so that a long title still fits in three lines. */
const titleSize = (title: string) => (title.length <= 28 ? 84 : title.length <= 56 ? 66 : 54);

export async function shareCard(card: ShareCardText): Promise<ImageResponse> {
  const [loaded, logoUrl] = await Promise.all([loadFonts(), loadLogo()]);
  const rtl = card.locale === "ar";
  const family = rtl ? "Inter, PlexArabic" : "Inter";
  const element: ReactElement = (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        alignItems: rtl ? "flex-end" : "flex-start",
        padding: "64px 80px",
        fontFamily: family,
        color: "#ffffff",
        backgroundColor: "#071f38",
        backgroundImage: `radial-gradient(circle at ${rtl ? "15%" : "85%"} 20%, #1f6fb5 0%, rgba(31,111,181,0) 55%), linear-gradient(135deg, #0a2f52, #071f38)`,
      }}
    >
      <div style={{ display: "flex", flexDirection: rtl ? "row-reverse" : "row", alignItems: "center", gap: 28 }}>
        {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- drawn into a PNG, not a page */}
        <img src={logoUrl} width={104} height={104} />
        <Text
          text={card.brand}
          locale={card.locale}
          fonts={loaded}
          style={{ size: 42, weight: 700, color: "#ffffff", lineHeight: 1.25 }}
        />
      </div>
      <div style={{ display: "flex", flexDirection: "column", alignItems: rtl ? "flex-end" : "flex-start", gap: 22 }}>
        <div style={{ display: "flex", backgroundColor: "#e6b94f", borderRadius: 999, padding: "4px 22px" }}>
          <Text
            text={card.badge}
            locale={card.locale}
            fonts={loaded}
            style={{ size: 26, weight: 700, color: "#071f38", lineHeight: 1.4 }}
          />
        </div>
        <Text
          text={card.title}
          locale={card.locale}
          fonts={loaded}
          style={{ size: titleSize(card.title), wrap: true, weight: 700, color: "#ffffff", lineHeight: 1.2 }}
        />
        {card.subtitle ? (
          <Text
            text={card.subtitle}
            locale={card.locale}
            fonts={loaded}
            style={{ size: 30, wrap: true, weight: 400, color: "#d6e6f5", lineHeight: 1.35 }}
          />
        ) : null}
      </div>
      <div style={{ display: "flex", height: 10, width: 240, borderRadius: 5, backgroundColor: "#e6b94f" }} />
    </div>
  );
  return new ImageResponse(element, {
    ...SHARE_CARD_SIZE,
    fonts: [
      { name: "Inter", data: loaded.data.latin400, weight: 400, style: "normal" },
      { name: "Inter", data: loaded.data.latin700, weight: 700, style: "normal" },
      { name: "Inter", data: loaded.data.latin800, weight: 800, style: "normal" },
      { name: "PlexArabic", data: loaded.data.arabic400, weight: 400, style: "normal" },
      { name: "PlexArabic", data: loaded.data.arabic700, weight: 700, style: "normal" },
    ],
  });
}

import localFont from "next/font/local";

// Self-hosted (next/font/google would need the network at build time).
export const latinFont = localFont({
  src: "../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  display: "swap",
  variable: "--font-latin",
  fallback: ["system-ui", "Segoe UI", "Arial", "sans-serif"],
});

export const arabicFont = localFont({
  src: [
    {
      path: "../../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2",
      weight: "400",
    },
    {
      path: "../../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2",
      weight: "700",
    },
  ],
  display: "swap",
  variable: "--font-arabic",
  // Preloaded everywhere: Arabic pages need it first, and English pages show the "العربية" toggle.
  preload: true,
  fallback: ["Tahoma", "Arial", "sans-serif"],
});

import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import jsxA11y from "eslint-plugin-jsx-a11y";
import prettier from "eslint-config-prettier/flat";

const eslintConfig = [
  ...nextVitals,
  ...nextTs,
  // Next registers the jsx-a11y plugin with a few rules; turn on its whole recommended set.
  { files: ["**/*.{ts,tsx}"], rules: { ...jsxA11y.flatConfigs.recommended.rules } },
  {
    rules: {
      // Navigation goes through next-intl's locale-aware helpers, created once in src/i18n/navigation.ts.
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "next/link", message: "Use Link from @/i18n/navigation (locale-aware)." },
            { name: "next-intl/navigation", message: "Import the navigation helpers from @/i18n/navigation." },
            {
              name: "next/navigation",
              importNames: ["usePathname", "useRouter", "redirect", "permanentRedirect"],
              message: "Use the locale-aware helpers from @/i18n/navigation.",
            },
          ],
        },
      ],
    },
  },
  { files: ["src/i18n/navigation.tsx"], rules: { "no-restricted-imports": "off" } },
  // Playwright fixtures call their callback "use"; it is not a React hook.
  { files: ["tests/**/*.ts"], rules: { "react-hooks/rules-of-hooks": "off" } },
  prettier,
  {
    ignores: [
      ".next/**",
      "dist/**",
      "node_modules/**",
      "tmp/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
      "reports/**",
    ],
  },
];

export default eslintConfig;

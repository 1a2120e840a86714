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
      // Links go through the locale-aware Link in @/i18n/link; next-intl's client navigation and
      // provider would put its formatting library into every page's JavaScript.
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "next/link", message: "Use Link from @/i18n/link." },
            { name: "next-intl/navigation", message: "Use Link from @/i18n/link and localizeHref from @/i18n/href." },
          ],
        },
      ],
    },
  },
  { files: ["src/i18n/link.tsx"], rules: { "no-restricted-imports": "off" } },
  // Playwright fixtures call their callback "use"; it is not a React hook.
  { files: ["tests/**/*.ts"], rules: { "react-hooks/rules-of-hooks": "off" } },
  prettier,
  {
    ignores: [
      ".next/**",
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

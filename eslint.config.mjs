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
      // Links are plain anchors from @/i18n/link (server) or @/i18n/client-link (client islands);
      // next/link and next-intl's navigation would hydrate every link and prefetch the pages in view.
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "next/link", message: "Use Link from @/i18n/link (ClientLink in client components)." },
            { name: "next-intl/navigation", message: "Use Link from @/i18n/link and localizeHref from @/i18n/href." },
          ],
        },
      ],
    },
  },
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

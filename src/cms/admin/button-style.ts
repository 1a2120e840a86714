/** A link that looks like a secondary button of the admin (its theme's colours, both modes). */
export const adminButton = {
  display: "inline-block",
  padding: "0.5rem 1rem",
  borderRadius: "0.25rem",
  border: "1px solid var(--theme-elevation-250)",
  background: "var(--theme-elevation-50)",
  color: "var(--theme-text)",
  textDecoration: "none",
} as const;

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

/** A boxed section of the dashboard (the lead desk's panels). */
export const adminPanel = {
  margin: "0 0 2rem",
  padding: "1.25rem 1.5rem",
  borderRadius: "0.5rem",
  border: "1px solid var(--theme-elevation-150)",
} as const;

import type { ServerProps } from "payload";

/** The site's brand in the language asked for (site settings), or a neutral name before it is set. */
async function brandName({ payload, i18n }: ServerProps): Promise<string> {
  const language = i18n?.language === "ar" ? "ar" : "en";
  const settings = await payload
    .findGlobal({ slug: "site-settings", locale: language, depth: 0, overrideAccess: true })
    .catch(() => undefined);
  return settings?.brand?.trim() || (language === "ar" ? "الموقع" : "Website");
}

/** The admin's logo (sign-in page): the centre's mark and name, and what this place is. */
export async function AdminLogo(props: ServerProps) {
  const name = await brandName(props);
  const admin = props.i18n?.language === "ar" ? "إدارة الموقع" : "Website admin";
  return (
    <span style={{ display: "inline-flex", alignItems: "center", gap: "0.75rem" }}>
      {/* eslint-disable-next-line @next/next/no-img-element -- the admin's own chrome, a 40 px SVG */}
      <img src="/logo.svg" alt="" width={48} height={48} />
      <span style={{ display: "grid", lineHeight: 1.2 }}>
        <strong style={{ fontSize: "1.4rem" }}>{name}</strong>
        <span style={{ color: "var(--theme-elevation-600)" }}>{admin}</span>
      </span>
    </span>
  );
}

/** The admin's small mark (top bar, beside the breadcrumbs). */
export async function AdminIcon(props: ServerProps) {
  const name = await brandName(props);
  // eslint-disable-next-line @next/next/no-img-element -- the admin's own chrome, a 40 px SVG
  return <img src="/logo.svg" alt={name} width={24} height={24} />;
}

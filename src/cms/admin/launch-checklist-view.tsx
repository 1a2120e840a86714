import type { ServerProps } from "payload";
import { hasRole } from "../access";
import { arabicCount } from "@/lib/arabic-count";
import { kindOf, launchChecklist, type Placeholder, type PlaceholderKind } from "./launch-checklist";

const kinds: PlaceholderKind[] = ["details", "outlines", "videos", "examples"];

const text = {
  en: {
    title: "Before launch",
    summary: (n: number) => `${n} example ${n === 1 ? "detail is" : "details are"} still on the site`,
    intro: "These come from the first set-up. Replace each one with the centre's real details:",
    done: "Before launch: no example details are left on the site.",
    fix: "Fix",
    kinds: {
      details: "Business details and links",
      outlines: "Course outline links",
      videos: "Testimonial videos",
      examples: "Example entries",
    },
  },
  ar: {
    title: "قبل الإطلاق",
    summary: (n: number) =>
      `ما زال ${arabicCount(n, {
        one: "بيان واحد",
        two: "بيانان",
        few: "{n} بيانات",
        many: "{n} بيانًا",
        other: "{n} بيان",
      })} على سبيل المثال على الموقع`,
    intro: "هذه من الإعداد الأول. استبدل كلًّا منها ببيانات المركز الحقيقية:",
    done: "قبل الإطلاق: لم تعد على الموقع أي بيانات على سبيل المثال.",
    fix: "تعديل",
    kinds: {
      details: "بيانات المركز والروابط",
      outlines: "روابط المحتوى التفصيلي للدورات",
      videos: "فيديوهات آراء المتدربين",
      examples: "إدخالات على سبيل المثال",
    },
  },
} as const;

/**
 * On the dashboard of admins and editors (sales do not fix content): what is still a placeholder on the site,
 * folded into one line with its count, and when opened grouped by kind, each with a link to where it is fixed.
 * In the admin's language.
 */
export async function LaunchChecklistView({ payload, i18n, user }: ServerProps) {
  if (!hasRole(user, "admin", "editor")) return null;
  const language = i18n?.language === "ar" ? "ar" : "en";
  const t = text[language];
  const items = await launchChecklist(payload);
  const box = {
    margin: "0 0 2rem",
    padding: "1rem 1.5rem",
    borderRadius: "0.5rem",
    border: "1px solid var(--theme-elevation-150)",
    background: items.length ? "var(--theme-warning-50, #fff8e1)" : "var(--theme-success-50, #e8f5e9)",
  } as const;
  if (items.length === 0) {
    return (
      <section style={box} aria-label={t.title} data-testid="launch-checklist">
        <p style={{ margin: 0 }}>{t.done}</p>
      </section>
    );
  }
  const groups = kinds
    .map((kind) => ({ kind, items: items.filter((item) => kindOf(item.id) === kind) }))
    .filter((group) => group.items.length > 0);
  return (
    <details style={box} data-testid="launch-checklist">
      <summary style={{ cursor: "pointer" }}>
        <strong>{t.title}</strong>: {t.summary(items.length)}
      </summary>
      <p style={{ margin: "0.75rem 0" }}>{t.intro}</p>
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`launch-${group.kind}`} data-kind={group.kind}>
          <h3 id={`launch-${group.kind}`} style={{ margin: "0.75rem 0 0.25rem", fontSize: "1rem" }}>
            {t.kinds[group.kind]} ({group.items.length})
          </h3>
          <List items={group.items} language={language} fix={t.fix} />
        </section>
      ))}
    </details>
  );
}

function List({ items, language, fix }: { items: Placeholder[]; language: "en" | "ar"; fix: string }) {
  return (
    <ul style={{ margin: 0, paddingInlineStart: "1.25rem" }}>
      {items.map((item) => (
        <li key={item.id} style={{ marginBottom: "0.25rem" }}>
          {item.what[language]} — <a href={item.fix}>{fix}</a>
        </li>
      ))}
    </ul>
  );
}

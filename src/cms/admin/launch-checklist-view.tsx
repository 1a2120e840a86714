import type { ServerProps } from "payload";
import { launchChecklist } from "../launch-checklist";

/**
 * On the admin's dashboard: what is still a placeholder on the site, each with a link to where it is fixed,
 * or a note that nothing is left. In the admin's language.
 */
export async function LaunchChecklistView({ payload, i18n }: ServerProps) {
  const language = i18n?.language === "ar" ? "ar" : "en";
  const items = await launchChecklist(payload);
  const text = {
    en: {
      title: "Before launch",
      intro: `These are still example details from the first set-up (${items.length}). Replace each one with the centre's real details:`,
      done: "Before launch: no example details are left on the site.",
      fix: "Fix",
    },
    ar: {
      title: "قبل الإطلاق",
      intro: `ما زالت هذه البيانات أمثلة من الإعداد الأول (${items.length}). استبدل كلًّا منها ببيانات المركز الحقيقية:`,
      done: "قبل الإطلاق: لم تعد على الموقع أي بيانات على سبيل المثال.",
      fix: "تعديل",
    },
  }[language];
  const box = {
    margin: "0 0 2rem",
    padding: "1.25rem 1.5rem",
    borderRadius: "0.5rem",
    border: "1px solid var(--theme-elevation-150)",
    background: items.length ? "var(--theme-warning-50, #fff8e1)" : "var(--theme-success-50, #e8f5e9)",
  } as const;
  if (items.length === 0) {
    return (
      <section style={box} aria-label={text.title} data-testid="launch-checklist">
        <p style={{ margin: 0 }}>{text.done}</p>
      </section>
    );
  }
  return (
    <section style={box} aria-labelledby="launch-checklist-title" data-testid="launch-checklist">
      <h2 id="launch-checklist-title" style={{ margin: "0 0 0.5rem" }}>
        {text.title}
      </h2>
      <p style={{ margin: "0 0 0.75rem" }}>{text.intro}</p>
      <ul style={{ margin: 0, paddingInlineStart: "1.25rem" }}>
        {items.map((item) => (
          <li key={item.id} style={{ marginBottom: "0.25rem" }}>
            {item.what[language]} — <a href={item.fix}>{text.fix}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/button-link";

/** The newsletter's own pages (check your inbox, confirm, confirmed, unsubscribe): an icon, a title, a text. */
export function NewsletterNotice({
  icon: Icon,
  title,
  text,
  children,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <Icon aria-hidden="true" className="size-16 text-english-700" />
      <h1 className="mt-6 text-3xl font-bold text-primary-900">{title}</h1>
      <p className="mt-3 max-w-xl text-lg text-slate-700">{text}</p>
      {children}
    </section>
  );
}

/** A one-button form posted to the site's API with the link's token (works without JavaScript). */
export function TokenForm({
  action,
  token,
  locale,
  label,
  testId,
}: {
  action: string;
  token: string;
  locale: string;
  label: string;
  testId: string;
}) {
  return (
    <form method="post" action={action} className="mt-8" data-testid={testId}>
      <input type="hidden" name="t" value={token} />
      <input type="hidden" name="locale" value={locale} />
      <button type="submit" className={buttonClass("primary")}>
        {label}
      </button>
    </form>
  );
}

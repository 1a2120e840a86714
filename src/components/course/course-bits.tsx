import { Clock, Download, FileClock, Map } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { Link } from "@/i18n/navigation";

const actionClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors";

/** The first `limit` items of a list, then a '+N more' line (the spec's display limits). */
export function LimitedList({
  items,
  limit,
  more,
  label,
}: {
  items: string[];
  limit: number;
  more: string;
  label: string;
}) {
  const shown = items.slice(0, limit);
  const hidden = items.length - shown.length;
  return (
    <div>
      <ul aria-label={label} className="space-y-1.5">
        {shown.map((item) => (
          <li key={item} className="flex gap-2 text-sm text-slate-700">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-current opacity-60" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      {hidden > 0 ? <p className="mt-2 text-sm font-medium text-slate-600">{more}</p> : null}
    </div>
  );
}

/** A duration badge, e.g. '72 hours'. */
export function HoursBadge({ label, className = "" }: { label: string; className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700 ${className}`}
    >
      <Clock aria-hidden="true" className="size-3.5" />
      {label}
    </span>
  );
}

type OutlineProps = {
  locale: Locale;
  link: { href: string; external: boolean } | undefined;
  /** Label for the link, e.g. 'Download Outline (PDF)'. */
  label?: string;
  course: string;
};

/** Download the course outline, or a disabled 'Coming Soon' when none exists yet. */
export async function OutlineAction({ locale, link, label, course }: OutlineProps) {
  const t = await getTranslations({ locale, namespace: "Courses" });
  if (!link) {
    return (
      <span className="flex flex-col gap-1">
        <button type="button" disabled className={`${actionClass} cursor-not-allowed bg-slate-100 text-slate-500`}>
          <FileClock aria-hidden="true" className="size-4" />
          {t("comingSoon")}
          <span className="sr-only">: {course}</span>
        </button>
        <span className="text-xs text-slate-600">{t("comingSoonHint")}</span>
      </span>
    );
  }
  return (
    <a
      href={link.href}
      className={`${actionClass} bg-white text-primary-800 ring-1 ring-primary-200 ring-inset hover:bg-primary-50`}
      {...(link.external ? { target: "_blank", rel: "noopener noreferrer" } : { download: "" })}
    >
      <Download aria-hidden="true" className="size-4" />
      {label ?? t("downloadOutline")}
      <span className="sr-only">
        : {course}
        {link.external ? ` ${t("newTab")}` : ""}
      </span>
    </a>
  );
}

/** A link to a course's learning path page. */
export async function PathLink({ locale, slug, course }: { locale: Locale; slug: string; course: string }) {
  const t = await getTranslations({ locale, namespace: "Courses" });
  return (
    <Link href={`/paths/${slug}`} className={`${actionClass} bg-primary-700 text-white hover:bg-primary-800`}>
      <Map aria-hidden="true" className="size-4" />
      {t("viewPath")}
      <span className="sr-only">: {course}</span>
    </Link>
  );
}

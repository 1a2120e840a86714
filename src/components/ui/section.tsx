import type { ReactNode } from "react";

type Props = {
  id?: string;
  badge?: string;
  title: string;
  description?: string;
  tone?: "white" | "muted";
  children: ReactNode;
  /** Heading level: h2 for page sections. */
  headingId?: string;
};

/** A page section with its heading block; sections alternate white and near-white backgrounds. */
export function Section({ id, badge, title, description, tone = "white", children, headingId }: Props) {
  const hid = headingId ?? (id ? `${id}-title` : undefined);
  return (
    <section
      id={id}
      aria-labelledby={hid}
      className={tone === "muted" ? "bg-slate-50 py-16 sm:py-20" : "bg-white py-16 sm:py-20"}
    >
      <div className="container-page">
        <div className="mx-auto mb-10 max-w-3xl text-center sm:mb-12">
          {badge ? (
            <p className="mb-3 inline-block rounded-full bg-accent-100 px-3 py-1 text-xs font-semibold text-accent-800">
              {badge}
            </p>
          ) : null}
          <h2
            id={hid}
            className="text-2xl font-bold tracking-tight text-primary-900 sm:text-3xl lg:text-4xl rtl:tracking-normal"
          >
            {title}
          </h2>
          {description ? <p className="mt-4 text-base text-slate-600 sm:text-lg">{description}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}

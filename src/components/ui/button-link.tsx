import type { ComponentProps, ReactNode } from "react";
import { Link } from "@/i18n/navigation";

const variants = {
  primary: "bg-primary-700 text-white shadow-sm hover:bg-primary-800 focus-visible:outline-primary-500",
  secondary: "bg-white text-primary-800 ring-1 ring-inset ring-primary-200 hover:bg-primary-50",
  accent: "bg-accent-400 text-primary-950 shadow-sm hover:bg-accent-300",
  ghost: "text-primary-700 hover:bg-primary-50",
  inverse: "bg-white/10 text-white ring-1 ring-inset ring-white/40 hover:bg-white/20",
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClass(variant: ButtonVariant = "primary", extra = "") {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold transition-colors ${variants[variant]} ${extra}`;
}

type InternalProps = Omit<ComponentProps<typeof Link>, "className"> & {
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
};

/** A link styled as a button, to a page of this site (locale-aware). */
export function ButtonLink({ variant = "primary", className = "", children, ...props }: InternalProps) {
  return (
    <Link {...props} className={buttonClass(variant, className)}>
      {children}
    </Link>
  );
}

type ExternalProps = {
  href: string;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
  /** Visually hidden text announcing the new tab, in the page's language. */
  newTabLabel?: string;
};

/** A link styled as a button to another site or a file; opens in a new tab when newTabLabel is given. */
export function ExternalButtonLink({
  href,
  variant = "primary",
  className = "",
  children,
  newTabLabel,
}: ExternalProps) {
  const newTab = newTabLabel !== undefined;
  return (
    <a
      href={href}
      className={buttonClass(variant, className)}
      {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {children}
      {newTab ? <span className="sr-only"> {newTabLabel}</span> : null}
    </a>
  );
}

import type { ReactNode } from "react";

type Props = {
  id: string;
  label: string;
  /** Shown after the label, e.g. '(optional)'. */
  hint?: string;
  error?: string;
  children: ReactNode;
  className?: string;
};

export const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-primary-500 focus:outline-2 focus:outline-primary-500 aria-[invalid=true]:border-red-600";

/** A labelled form field with its error line (tied to the control by aria-describedby in the control). */
export function Field({ id, label, hint, error, children, className = "" }: Props) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
        {hint ? <span className="ms-1 font-normal text-slate-600">{hint}</span> : null}
      </label>
      {children}
      <p id={`${id}-error`} className="mt-1.5 min-h-5 text-sm font-medium text-red-700" aria-live="polite">
        {error ?? ""}
      </p>
    </div>
  );
}

import { Field, inputClass } from "./field";

type Props = {
  /** Prefix of the ids, e.g. "contact" gives contact-email and contact-email-error. */
  form: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  type?: "text" | "email" | "tel";
  required?: boolean;
  maxLength: number;
  autoComplete?: string;
  placeholder?: string;
  /** Multi-line: a textarea with this many rows. */
  rows?: number;
  className?: string;
  /** Called when the visitor edits the field (clears its error). */
  onEdit: (name: string) => void;
};

/** A labelled text input or textarea with its error tied to it; e-mail and phone stay left-to-right. */
export function TextField({
  form,
  name,
  label,
  hint,
  error,
  type = "text",
  required,
  maxLength,
  autoComplete,
  placeholder,
  rows,
  className,
  onEdit,
}: Props) {
  const id = `${form}-${name}`;
  const ltr = type === "email" || type === "tel";
  const common = {
    id,
    name,
    required,
    maxLength,
    placeholder,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": `${id}-error`,
    onChange: () => onEdit(name),
  };
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      {rows ? (
        <textarea {...common} rows={rows} className={inputClass} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          dir={ltr ? "ltr" : undefined}
          className={ltr ? `${inputClass} text-start rtl:text-end` : inputClass}
        />
      )}
    </Field>
  );
}

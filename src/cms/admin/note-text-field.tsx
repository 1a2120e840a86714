"use client";
import { TextareaField, useFormFields } from "@payloadcms/ui";
import type { TextareaFieldClientComponent } from "payload";

/**
 * A lead's note: written in a textarea, then read-only once saved (the server keeps a saved note's text, author
 * and time whatever is sent; the field says so by not taking edits).
 */
export const NoteTextField: TextareaFieldClientComponent = (props) => {
  const savedAt = useFormFields(([fields]) => fields[props.path.replace(/text$/, "at")]?.value);
  return <TextareaField {...props} readOnly={Boolean(savedAt) || props.readOnly} />;
};

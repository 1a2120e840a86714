import { getTranslation } from "@payloadcms/translations";
import { TextInput } from "@payloadcms/ui";
import type { TextFieldServerComponent } from "payload";
import { historyValueText } from "../leads/history";

/**
 * A row of a lead's history, "from" or "to": the status by its label and the owner by name, in the admin's
 * language (the row keeps the raw value: a status key, an account id). An owner is looked up as the reader may
 * see it; an account that is gone shows its number.
 */
export const HistoryValueField: TextFieldServerComponent = async (props) => {
  const { path, field, i18n, req, formState, siblingData } = props;
  const language = i18n.language === "ar" ? "ar" : "en";
  // The row's values, from the form state the admin builds on the server (a row's own props may leave them out).
  const sibling = (name: string): unknown =>
    formState?.[path.replace(/[^.]+$/, name)]?.value ?? (siblingData as Record<string, unknown> | undefined)?.[name];
  const kind = sibling("field");
  const stored = sibling(field.name) ?? props.value;
  const raw = typeof stored === "string" && stored !== "" ? stored : null;
  let ownerName: string | null = null;
  if (kind === "owner" && raw) {
    const user = await req.payload.findByID({
      collection: "users",
      id: raw,
      depth: 0,
      select: { name: true },
      overrideAccess: false,
      user: req.user,
      disableErrors: true,
    });
    ownerName = (user as { name?: string | null } | null)?.name ?? null;
  }
  const label = field.label ? getTranslation(field.label, i18n) : "";
  return (
    <TextInput
      path={path}
      label={label}
      readOnly
      value={historyValueText(kind, raw, ownerName, language)}
      className={`history-value ${field.name}`}
    />
  );
};

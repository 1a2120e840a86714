import type { Messages } from "next-intl";

type Namespace = keyof Messages;

/**
 * The namespaces the client islands of every page format themselves (`useTranslations`): the header's
 * menus and language toggle, the advisor, the footer's newsletter form and its errors, the form parts they
 * share, and the cards' 'Add to plan' button.
 * Only these reach the browser from the layout; a page whose island needs more wraps it in a provider of
 * its own (`formNamespaces` plus the island's namespace).
 */
export const layoutNamespaces = [
  "Nav",
  "Advisor",
  "Newsletter",
  "Forms",
  "FormErrors",
  "AddToPlanButton",
] as const satisfies readonly Namespace[];

/** What every form island needs besides its own namespace: the shared field texts and the error codes. */
export const formNamespaces = ["Forms", "FormErrors"] as const satisfies readonly Namespace[];

/** The given namespaces of a message catalogue, for `NextIntlClientProvider` (next-intl's `pick` pattern). */
export function pick<N extends Namespace>(messages: Messages, namespaces: readonly N[]): Pick<Messages, N> {
  return Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]])) as Pick<Messages, N>;
}

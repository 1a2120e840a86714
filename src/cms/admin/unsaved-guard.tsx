"use client";
import {
  ConfirmationModal,
  useAuth,
  useEditDepth,
  useForm,
  useFormModified,
  useFormProcessing,
  useFormSubmitted,
  useModal,
  useTranslation,
} from "@payloadcms/ui";
// The admin's own router: its addresses (/admin/…) have no site language in them, so not @/i18n/navigation's.
// eslint-disable-next-line no-restricted-imports
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";

const modalSlug = "switch-language-without-saving";

/** The content language a click in Payload's language menu asks for, if the click is on one of its options. */
export function chosenLanguage(target: EventTarget | null): string | undefined {
  if (!(target instanceof Element)) return undefined;
  const option = target.closest(".popup-button-list__button");
  return option?.querySelector<HTMLElement>(".localizer__locale-code[data-locale]")?.dataset.locale;
}

/**
 * Beside a document's Save and Publish buttons (the `beforeDocumentControls` slot of every content collection and
 * global): unsaved work is not lost without a word.
 *
 * - Payload 3.90.1's form marks itself unmodified after every answer of the server, a refused publish too (it
 *   puts "modified" back only for a refused draft), so after "Cannot publish: the Arabic text is empty…" the
 *   Save draft button was disabled and its leave-without-saving warning off, with the edits still in the form.
 *   A refused save keeps the form modified here: the draft can be saved, and leaving warns.
 * - Payload's language menu switches the content language by loading the document in the other language, which
 *   drops the form's edits; its leave-without-saving warning covers links and closing the tab, not that menu. A
 *   choice in the menu while the form holds unsaved work asks first, as leaving does.
 */
export function UnsavedGuard() {
  const { i18n } = useTranslation();
  const { user } = useAuth();
  const depth = useEditDepth();
  const { setModified } = useForm();
  const modified = useFormModified();
  const processing = useFormProcessing();
  const submitted = useFormSubmitted();
  const { openModal, closeModal } = useModal();
  const router = useRouter();
  const wanted = useRef<string | undefined>(undefined);
  const ar = i18n.language === "ar";

  // The end of a save the server refused: Payload marks the form submitted (its errors shown) and, but for a draft,
  // unmodified; the edits are still in it.
  const wasProcessing = useRef(false);
  useEffect(() => {
    if (wasProcessing.current && !processing && submitted && !modified) setModified(true);
    wasProcessing.current = processing;
  }, [submitted, processing, modified, setModified]);

  // Edits not saved (Payload's leave-without-saving warning also counts fields in error, which stay so after a
  // language switch until the next save: not edits to lose).
  const unsaved = Boolean(modified && user);
  useEffect(() => {
    // The document of the page, not one opened in a drawer over it.
    if (!unsaved || depth > 1) return;
    const onClick = (event: MouseEvent) => {
      const locale = chosenLanguage(event.target);
      if (!locale) return;
      event.preventDefault();
      event.stopPropagation();
      wanted.current = locale;
      // The menu closes as on Escape (it would have closed on its own click), and the question opens.
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
      openModal(modalSlug);
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [unsaved, depth, openModal]);

  if (depth > 1) return null;
  return (
    <ConfirmationModal
      modalSlug={modalSlug}
      heading={ar ? "تبديل اللغة بدون حفظ؟" : "Switch language without saving?"}
      body={
        ar
          ? "لم تُحفظ تغييراتك بعد. إذا بدّلت لغة المحتوى الآن فستفقدها. احفظها كمسودة أولًا لتحتفظ بها."
          : "Your changes have not been saved. If you switch the content language now, you will lose them. Save a draft first to keep them."
      }
      cancelLabel={ar ? "البقاء وعدم التبديل" : "Stay on this language"}
      confirmLabel={ar ? "التبديل وفقدان التغييرات" : "Switch and lose changes"}
      onCancel={() => closeModal(modalSlug)}
      onConfirm={() => {
        const locale = wanted.current;
        if (!locale) return;
        // As Payload's menu does: the same address with the other `locale`.
        const params = new URLSearchParams(window.location.search);
        params.set("locale", locale);
        router.push(`?${params}`);
      }}
    />
  );
}

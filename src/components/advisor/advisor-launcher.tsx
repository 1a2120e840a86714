"use client";

import { MessageCircleQuestion } from "lucide-react";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useRef, useState } from "react";
import { useEarlyClick } from "@/components/ui/use-early-click";

// The panel's code is fetched the first time the visitor opens it.
const AdvisorPanel = lazy(() => import("./advisor-panel"));

/** The floating Learning Advisor button (bottom inline-end corner: right in English, left in Arabic). */
export function AdvisorLauncher() {
  const t = useTranslations("Advisor");
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A click before the page's scripts ran opens the panel now that they have.
  useEarlyClick("advisor", buttonRef, () => {
    setLoaded(true);
    setOpen(true);
  });

  return (
    <>
      {loaded ? (
        <Suspense fallback={null}>
          <AdvisorPanel
            open={open}
            onClose={() => {
              setOpen(false);
              buttonRef.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="advisor-panel"
        onClick={() => {
          setLoaded(true);
          setOpen((value) => !value);
        }}
        className="fixed end-4 bottom-4 z-50 inline-flex size-14 items-center justify-center rounded-full bg-primary-700 text-white shadow-lg ring-4 ring-white transition-transform hover:scale-105 hover:bg-primary-800 motion-reduce:transition-none"
        data-testid="advisor-button"
        data-early="advisor"
      >
        <MessageCircleQuestion aria-hidden="true" className="size-7" />
        <span className="sr-only">{t("open")}</span>
      </button>
    </>
  );
}

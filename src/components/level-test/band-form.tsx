"use client";

import { useRouter } from "@/i18n/navigation";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { buttonClass } from "@/components/ui/button-link";

/** Set just before a soft navigation to the next part, so that part's heading takes the focus. */
let movedOn = false;

type Labels = { submit: string; sending: string; errorTitle: string; errors: Record<string, string> };

/**
 * One part of the level test. Without JavaScript it is a plain form posted to /api/level-test/answer, which
 * answers with a redirect to the next part. With JavaScript the same post is sent as JSON and the next part is
 * shown without a reload; the answers are still scored on the server.
 */
export function BandForm({
  children,
  hidden,
  labels,
  error,
}: {
  children: ReactNode;
  hidden: Record<string, string>;
  labels: Labels;
  error?: string;
}) {
  const router = useRouter();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState(error);
  const alert = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!movedOn) return;
    movedOn = false;
    window.scrollTo({ top: 0 });
    document.getElementById("level-test-heading")?.focus();
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setProblem(undefined);
    try {
      const body = Object.fromEntries(new FormData(event.currentTarget).entries());
      const response = await fetch("/api/level-test/answer", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(body),
      });
      const answer = (await response.json().catch(() => ({}))) as {
        next?: string;
        error?: string;
        fields?: Record<string, string>;
      };
      if (response.ok && answer.next) {
        movedOn = true;
        router.push(answer.next);
        return;
      }
      const code = answer.fields?.answers ?? answer.error ?? "generic";
      setProblem(labels.errors[code] ?? labels.errors.generic);
    } catch {
      setProblem(labels.errors.network);
    }
    setSending(false);
    requestAnimationFrame(() => alert.current?.focus());
  }

  return (
    <form method="post" action="/api/level-test/answer" onSubmit={submit} data-testid="level-test-form">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {problem ? (
        <div
          ref={alert}
          tabIndex={-1}
          role="alert"
          className="mb-6 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800"
          data-testid="level-test-error"
        >
          <p className="font-semibold">{labels.errorTitle}</p>
          <p className="mt-1">{problem}</p>
        </div>
      ) : null}
      {children}
      <button type="submit" disabled={sending} className={buttonClass("primary", "mt-8 w-full sm:w-auto")}>
        {sending ? labels.sending : labels.submit}
      </button>
    </form>
  );
}

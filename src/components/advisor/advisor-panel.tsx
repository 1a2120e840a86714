"use client";

import { Bot, RotateCcw, Send, X } from "lucide-react";
import { EventSourceParserStream } from "eventsource-parser/stream";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent } from "react";
import { RichText } from "./rich-text";
import { limits } from "@/schemas/limits";

type Message = { role: "user" | "assistant"; content: string };
const STORAGE_KEY = "advisor_conversation";

function loadConversation(greeting: string): Message[] {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? "null") as Message[] | null;
    if (
      Array.isArray(saved) &&
      saved.length > 0 &&
      saved.every((m) => (m.role === "user" || m.role === "assistant") && typeof m.content === "string")
    ) {
      return saved;
    }
  } catch {
    // ignored: a blocked or corrupt session store starts a fresh conversation
  }
  return [{ role: "assistant", content: greeting }];
}

type StreamEvent = { delta?: string; replace?: string; error?: string; done?: boolean };

/**
 * Reads the advisor's answer: a text/event-stream of `data: {"delta": ...}` events ending with
 * `{"done": true, "source": ...}` (a `{"replace": ...}` event swaps what was shown for a new text: the
 * server withheld a reply), or a JSON `{message}` / `{error}`.
 */
async function readAnswer(response: Response, onText: (text: string) => void): Promise<string> {
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("text/event-stream") || !response.body) {
    const data = (await response.json().catch(() => ({}))) as { message?: unknown; error?: unknown };
    const text =
      typeof data.message === "string" && data.message
        ? data.message
        : typeof data.error === "string"
          ? data.error
          : "";
    onText(text);
    return text;
  }
  const events = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  let text = "";
  for (;;) {
    const { done, value: event } = await events.read();
    if (done) break;
    const data = JSON.parse(event.data) as StreamEvent;
    if (typeof data.delta === "string") text += data.delta;
    else if (typeof data.replace === "string") text = data.replace;
    else if (typeof data.error === "string" && !text) text = data.error;
    onText(text);
  }
  return text;
}

/** The Learning Advisor panel: a non-modal dialog with the conversation, example prompts and the input. */
export default function AdvisorPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations("Advisor");
  const locale = useLocale();
  const examples = [t("exampleOne"), t("exampleTwo"), t("exampleThree")];
  const [messages, setMessages] = useState<Message[]>(() => loadConversation(t("greeting")));
  const [draft, setDraft] = useState("");
  const [waiting, setWaiting] = useState(false);
  const [streaming, setStreaming] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(onClose);

  // Escape closes the panel while focus is in it (focus then returns to the advisor button).
  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      // Focus in the panel, or nowhere (a disabled control lost it): Escape closes the panel.
      const focus = document.activeElement;
      if (event.key === "Escape" && (!focus || focus === document.body || panelRef.current?.contains(focus))) close();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  // Focus goes to the input when the panel opens and again once a reply is complete (the input is
  // enabled by then; while waiting it is disabled and cannot hold focus).
  useEffect(() => {
    if (open && !waiting) inputRef.current?.focus();
  }, [open, waiting]);

  useEffect(() => {
    try {
      window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(messages));
    } catch {
      // ignored: the conversation then lasts only as long as the page
    }
    logRef.current?.scrollTo({ top: logRef.current.scrollHeight });
  }, [messages]);

  async function send(question: string) {
    const content = question.trim();
    if (!content || waiting) return;
    const conversation: Message[] = [...messages, { role: "user", content }];
    setMessages(conversation);
    setDraft("");
    setWaiting(true);
    const update = (reply: string) => {
      setStreaming(true);
      setMessages([...conversation, { role: "assistant", content: reply }]);
    };
    try {
      const response = await fetch("/api/ai-advisor", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "text/event-stream" },
        body: JSON.stringify({ messages: conversation, model: "gpt-4o-mini", temperature: 0.3, locale }),
      });
      const reply = await readAnswer(response, update);
      if (!reply.trim()) update(t("fallback"));
    } catch {
      update(t("network"));
    } finally {
      setWaiting(false);
      setStreaming(false);
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send(draft);
    }
  };

  const onlyGreeting = messages.length === 1;

  return (
    <div
      id="advisor-panel"
      role="dialog"
      aria-labelledby={titleId}
      ref={panelRef}
      hidden={!open}
      className="fixed end-4 bottom-22 z-50 flex h-[min(36rem,calc(100dvh-7rem))] w-[calc(100vw-2rem)] max-w-[360px] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl sm:max-w-[400px] motion-safe:animate-[advisor-in_200ms_ease-out]"
      data-testid="advisor-panel"
    >
      <div className="flex items-center gap-3 bg-primary-800 px-4 py-3 text-white">
        <Bot aria-hidden="true" className="size-6 shrink-0" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-bold">
            {t("title")}
          </h2>
          <p className="truncate text-xs text-primary-100">{t("subtitle")}</p>
        </div>
        <button
          type="button"
          onClick={() => {
            setMessages([{ role: "assistant", content: t("greeting") }]);
            inputRef.current?.focus();
          }}
          disabled={waiting}
          className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-white/10 disabled:opacity-50"
        >
          <RotateCcw aria-hidden="true" className="size-5" />
          <span className="sr-only">{t("newConversation")}</span>
        </button>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-white/10"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">{t("close")}</span>
        </button>
      </div>

      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-busy={streaming}
        className="flex-1 space-y-3 overflow-y-auto bg-slate-50 p-4 text-sm"
        data-testid="advisor-log"
      >
        {messages.map((message, index) => (
          <div key={index} className={message.role === "user" ? "flex justify-end" : "flex justify-start"}>
            <div
              className={`max-w-[85%] rounded-2xl px-3.5 py-2.5 leading-relaxed ${
                message.role === "user"
                  ? "bg-primary-700 text-white"
                  : "border border-slate-200 bg-white text-slate-800"
              }`}
              data-role={message.role}
            >
              <span className="sr-only">{message.role === "user" ? t("you") : t("advisor")}: </span>
              {message.role === "user" ? (
                <p className="whitespace-pre-wrap">{message.content}</p>
              ) : (
                <RichText text={message.content} />
              )}
            </div>
          </div>
        ))}
        {waiting && !streaming ? (
          <p className="flex items-center gap-2 text-slate-600" data-testid="advisor-thinking">
            <span aria-hidden="true" className="inline-flex gap-1">
              <span className="size-1.5 animate-bounce rounded-full bg-slate-500 motion-reduce:animate-none" />
              <span className="size-1.5 animate-bounce rounded-full bg-slate-500 [animation-delay:150ms] motion-reduce:animate-none" />
              <span className="size-1.5 animate-bounce rounded-full bg-slate-500 [animation-delay:300ms] motion-reduce:animate-none" />
            </span>
            {t("thinking")}
          </p>
        ) : null}
        {onlyGreeting ? (
          <div>
            <p className="mb-2 text-xs font-semibold text-slate-600">{t("examplesLabel")}</p>
            <ul className="flex flex-wrap gap-2">
              {examples.map((example) => (
                <li key={example}>
                  <button
                    type="button"
                    onClick={() => void send(example)}
                    disabled={waiting}
                    className="min-h-11 rounded-full border border-primary-200 bg-white px-3 py-1.5 text-start text-xs font-medium text-primary-800 hover:bg-primary-50"
                  >
                    {example}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>

      <form
        className="border-t border-slate-200 p-3"
        onSubmit={(event) => {
          event.preventDefault();
          void send(draft);
        }}
      >
        <label htmlFor="advisor-input" className="sr-only">
          {t("inputLabel")}
        </label>
        <div className="flex items-end gap-2">
          <textarea
            id="advisor-input"
            ref={inputRef}
            rows={2}
            value={draft}
            maxLength={limits.advisorMessage}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            disabled={waiting}
            placeholder={t("placeholder")}
            className="min-h-11 flex-1 resize-none rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-primary-500 focus:outline-2 focus:outline-primary-500 disabled:bg-slate-100"
          />
          <button
            type="submit"
            disabled={waiting || !draft.trim()}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary-700 text-white hover:bg-primary-800 disabled:bg-slate-300 disabled:text-slate-600"
          >
            <Send aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            <span className="sr-only">{t("send")}</span>
          </button>
        </div>
        <p className="mt-2 text-[11px] text-slate-600">{t("disclaimer")}</p>
      </form>
    </div>
  );
}

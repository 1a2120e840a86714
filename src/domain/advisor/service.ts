import type { LeakGuard } from "./guard";
import { localAnswer, type AdvisorContact } from "./local-advisor";
import { isArabic } from "./normalize";
import type { AdvisorEntry, ChatMessage, ChatModel, Locale } from "./types";
import { limits } from "@/schemas/limits";

export const ADVISOR_LIMITS = {
  messages: 12,
  messageChars: limits.advisorMessage,
  minTemperature: 0,
  maxTemperature: 0.7,
  defaultTemperature: 0.3,
  /** Longest reply passed on from the model (max_tokens bounds a well-behaved one far below this). */
  replyChars: 6000,
};

/**
 * Settles with the promise, or rejects as soon as the signal aborts: a model call that ignores its signal
 * (a retry sleeping on a long Retry-After, a stalled body) cannot hold the visitor past the deadline.
 */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    promise.catch(() => undefined);
    return Promise.reject(new Error("advisor deadline passed"));
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error("advisor deadline passed"));
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}

/** What the advisor knows: the catalogue, how to reach the team, and the model's instructions. */
export interface AdvisorKnowledge {
  entries: AdvisorEntry[];
  contact: AdvisorContact;
  systemPrompt: string;
}

export interface AdvisorDeps {
  /** The current knowledge (the site's content changes while the server runs). */
  knowledge: () => Promise<AdvisorKnowledge>;
  /** Absent when no API key is configured: the local advisor answers everything. */
  model?: ChatModel;
  /** Takes one unit of the global upstream budget; false when it is spent. */
  takeBudget: () => Promise<boolean>;
  /** Overall time for the model, retry included, before the local advisor answers instead. */
  deadlineMs: number;
  log: { warn(obj: object, msg: string): void };
  /** Checks model replies; a reply that leaks the system prompt is replaced with the local answer. */
  guard?: LeakGuard;
}

/**
 * While streaming, the last characters of the model's text are held back until more arrives, so a leak
 * is caught before it leaves the server: a canary and an 8-word run of the instructions, plain or in
 * Base64, are shorter than this. (At most the first bytes of a longer encoding can go out before the
 * rest is withheld and the panel is told to replace the text.) Replies are short, so little is delayed.
 */
export const STREAM_HOLDBACK_CHARS = 160;

export interface AdvisorInput {
  messages: { role: string; content: string }[];
  temperature?: number;
  locale?: Locale;
}

export type Source = "model" | "local";

export type StreamEvent = { delta: string } | { replace: string } | { done: true; source: Source };

/** The conversation as the server sends it upstream: no client system messages, bounded in count and size. */
export function sanitizeConversation(messages: AdvisorInput["messages"]): ChatMessage[] {
  const kept = messages
    .filter((m): m is ChatMessage => (m.role === "user" || m.role === "assistant") && typeof m.content === "string")
    .map((m) => ({ role: m.role, content: m.content.replace(/\u0000/g, "").slice(0, ADVISOR_LIMITS.messageChars) }))
    .filter((m) => m.content.trim() !== "")
    .slice(-ADVISOR_LIMITS.messages);
  // A conversation handed to the model starts and ends with the visitor.
  while (kept.length && kept[0]!.role !== "user") kept.shift();
  return kept;
}

export function clampTemperature(value: unknown): number {
  if (typeof value !== "number" || !Number.isFinite(value)) return ADVISOR_LIMITS.defaultTemperature;
  return Math.min(ADVISOR_LIMITS.maxTemperature, Math.max(ADVISOR_LIMITS.minTemperature, value));
}

export class AdvisorService {
  constructor(private readonly deps: AdvisorDeps) {}

  private prepare(input: AdvisorInput) {
    const messages = sanitizeConversation(input.messages);
    const last = [...messages].reverse().find((m) => m.role === "user")?.content ?? "";
    const locale: Locale = isArabic(last) ? "ar" : last && /[A-Za-z]/.test(last) ? "en" : (input.locale ?? "en");
    return { messages, locale, temperature: clampTemperature(input.temperature) };
  }

  private local(knowledge: AdvisorKnowledge, messages: ChatMessage[], locale: Locale): string {
    return localAnswer(knowledge.entries, messages, locale, knowledge.contact);
  }

  private leaks(text: string): boolean {
    if (!this.deps.guard?.leaks(text)) return false;
    // Logged without the reply or the conversation: they may hold the prompt or personal data.
    this.deps.log.warn({ event: "advisor_leak_blocked", chars: text.length }, "advisor reply leaked the prompt");
    return true;
  }

  private async useModel(): Promise<boolean> {
    if (!this.deps.model) return false;
    const ok = await this.deps.takeBudget().catch(() => false);
    if (!ok) this.deps.log.warn({}, "advisor budget spent: local answers");
    return ok;
  }

  async reply(input: AdvisorInput): Promise<{ message: string; source: Source }> {
    const { messages, locale, temperature } = this.prepare(input);
    const knowledge = await this.deps.knowledge();
    if (messages.length === 0) return { message: this.local(knowledge, [], locale), source: "local" };
    if (await this.useModel()) {
      try {
        const signal = AbortSignal.timeout(this.deps.deadlineMs);
        const message = await untilAborted(
          this.deps.model!.complete({ system: knowledge.systemPrompt, messages, temperature, signal }),
          signal,
        );
        // max_tokens keeps a real reply far below the cap: a longer one is a broken upstream.
        if (message.length > ADVISOR_LIMITS.replyChars) throw new Error(`oversized reply (${message.length} chars)`);
        if (!this.leaks(message)) return { message, source: "model" };
      } catch (error) {
        this.deps.log.warn(
          { err: error instanceof Error ? error.message : String(error) },
          "advisor model failed: local answer",
        );
      }
    }
    return { message: this.local(knowledge, messages, locale), source: "local" };
  }

  /** Streams the answer as it is written; falls back to the local advisor if the model fails or leaks. */
  async *replyStream(input: AdvisorInput): AsyncGenerator<StreamEvent> {
    const { messages, locale, temperature } = this.prepare(input);
    const knowledge = await this.deps.knowledge();
    let text = "";
    let sent = 0;
    if (messages.length && (await this.useModel())) {
      const signal = AbortSignal.timeout(this.deps.deadlineMs);
      const upstream = this.deps
        .model!.stream({ system: knowledge.systemPrompt, messages, temperature, signal })
        [Symbol.asyncIterator]();
      let leaked = false;
      try {
        for (;;) {
          const next = await untilAborted(upstream.next(), signal);
          if (next.done) break;
          text += next.value;
          if (text.length > ADVISOR_LIMITS.replyChars) throw new Error("oversized reply stream");
          if (this.leaks(text)) {
            leaked = true;
            break;
          }
          const safe = text.length - STREAM_HOLDBACK_CHARS;
          if (safe > sent) {
            yield { delta: text.slice(sent, safe) };
            sent = safe;
          }
        }
        if (!leaked) {
          if (text.length > sent) yield { delta: text.slice(sent) };
          yield { done: true, source: "model" };
          return;
        }
      } catch (error) {
        this.deps.log.warn(
          { err: error instanceof Error ? error.message : String(error), partial: text.length > 0 },
          "advisor stream failed: local answer",
        );
        // What the model wrote before it failed is shown (unless it leaks), then the local answer.
        const shown = text.slice(0, ADVISOR_LIMITS.replyChars);
        if (this.leaks(shown)) leaked = true;
        else if (shown.length > sent) {
          yield { delta: shown.slice(sent) };
          sent = shown.length;
        }
      } finally {
        // Stopped early (cap, deadline, leak, visitor gone): let the model adapter close its upstream connection.
        void upstream.return?.(undefined)?.catch(() => undefined);
      }
      if (leaked) {
        yield { replace: this.local(knowledge, messages, locale) };
        yield { done: true, source: "local" };
        return;
      }
    }
    yield { delta: `${sent > 0 ? "\n\n" : ""}${this.local(knowledge, messages, locale)}` };
    yield { done: true, source: "local" };
  }
}

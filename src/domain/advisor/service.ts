import { localAnswer, type AdvisorContact } from "./local-advisor";
import { isArabic } from "./normalize";
import type { AdvisorEntry, ChatMessage, ChatModel, Locale } from "./types";

export const ADVISOR_LIMITS = {
  messages: 12,
  messageChars: 1500,
  minTemperature: 0,
  maxTemperature: 0.7,
  defaultTemperature: 0.3,
};

export interface AdvisorDeps {
  entries: AdvisorEntry[];
  contact: AdvisorContact;
  systemPrompt: string;
  /** Absent when no API key is configured: the local advisor answers everything. */
  model?: ChatModel;
  /** Takes one unit of the global upstream budget; false when it is spent. */
  takeBudget: () => Promise<boolean>;
  /** Overall time for the model, retry included, before the local advisor answers instead. */
  deadlineMs: number;
  log: { warn(obj: object, msg: string): void };
}

export interface AdvisorInput {
  messages: { role: string; content: string }[];
  temperature?: number;
  locale?: Locale;
}

export type Source = "model" | "local";

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

  private local(messages: ChatMessage[], locale: Locale): string {
    return localAnswer(this.deps.entries, messages, locale, this.deps.contact);
  }

  private async useModel(): Promise<boolean> {
    if (!this.deps.model) return false;
    const ok = await this.deps.takeBudget().catch(() => false);
    if (!ok) this.deps.log.warn({}, "advisor budget spent: local answers");
    return ok;
  }

  async reply(input: AdvisorInput): Promise<{ message: string; source: Source }> {
    const { messages, locale, temperature } = this.prepare(input);
    if (messages.length === 0) return { message: this.local([], locale), source: "local" };
    if (await this.useModel()) {
      try {
        const message = await this.deps.model!.complete({
          system: this.deps.systemPrompt,
          messages,
          temperature,
          signal: AbortSignal.timeout(this.deps.deadlineMs),
        });
        return { message, source: "model" };
      } catch (error) {
        this.deps.log.warn(
          { err: error instanceof Error ? error.message : String(error) },
          "advisor model failed: local answer",
        );
      }
    }
    return { message: this.local(messages, locale), source: "local" };
  }

  /** Streams the answer as it is written; falls back to the local advisor if the model fails. */
  async *replyStream(input: AdvisorInput): AsyncGenerator<{ delta: string } | { done: true; source: Source }> {
    const { messages, locale, temperature } = this.prepare(input);
    let written = false;
    if (messages.length && (await this.useModel())) {
      try {
        for await (const delta of this.deps.model!.stream({
          system: this.deps.systemPrompt,
          messages,
          temperature,
          signal: AbortSignal.timeout(this.deps.deadlineMs),
        })) {
          written = true;
          yield { delta };
        }
        yield { done: true, source: "model" };
        return;
      } catch (error) {
        this.deps.log.warn(
          { err: error instanceof Error ? error.message : String(error), partial: written },
          "advisor stream failed: local answer",
        );
      }
    }
    yield { delta: `${written ? "\n\n" : ""}${this.local(messages, locale)}` };
    yield { done: true, source: "local" };
  }
}

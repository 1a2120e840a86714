import "server-only";
import OpenAI, { APIConnectionError, APIError, APIUserAbortError } from "openai";
import type { ChatModel, ModelRequest } from "@/domain/advisor/types";

/** Pause before the one retry when the upstream gave no Retry-After. */
const RETRY_PAUSE_MS = 200;

/**
 * Whether a failed attempt is worth one more try, and after how long: 429, 5xx and connection faults are;
 * a Retry-After that would not end before the deadline is not (the local advisor answers at once instead).
 */
function retryDelay(error: unknown, deadline: number, signal: AbortSignal): number | undefined {
  if (signal.aborted || error instanceof APIUserAbortError) return undefined;
  let delay = RETRY_PAUSE_MS;
  if (error instanceof APIError && error.status !== undefined) {
    if (error.status !== 429 && error.status < 500) return undefined;
    const ms = Number(error.headers?.get("retry-after-ms"));
    const seconds = Number(error.headers?.get("retry-after"));
    if (Number.isFinite(ms) && ms > 0) delay = ms;
    else if (Number.isFinite(seconds) && seconds > 0) delay = seconds * 1000;
  } else if (!(error instanceof APIConnectionError)) {
    return undefined;
  }
  // Leave the retry at least as long as it waited.
  return Date.now() + 2 * delay < deadline ? delay : undefined;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      if (signal.aborted) reject(new Error("deadline passed while waiting to retry"));
      else resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
  });
}

/** The chat model port on the openai SDK, against any OpenAI-compatible endpoint. */
export function openAiModel(options: {
  apiKey: string;
  baseURL?: string;
  model: string;
  attemptTimeoutMs: number;
  /** The overall time both attempts share (the caller's signal ends at the same time). */
  deadlineMs: number;
}): ChatModel {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.attemptTimeoutMs,
    // The SDK's own retry sleeps for whatever Retry-After says, even past the caller's deadline and
    // without listening to the abort signal: the one retry is done here instead, inside the deadline.
    maxRetries: 0,
  });
  const body = (request: ModelRequest) => ({
    model: options.model,
    temperature: request.temperature,
    max_tokens: 600,
    messages: [{ role: "system" as const, content: request.system }, ...request.messages],
  });
  /** Runs an attempt, and once more after a transient fault when the deadline leaves room. */
  async function withOneRetry<T>(request: ModelRequest, attempt: () => Promise<T>): Promise<T> {
    const deadline = Date.now() + options.deadlineMs;
    try {
      return await attempt();
    } catch (error) {
      const delay = retryDelay(error, deadline, request.signal);
      if (delay === undefined) throw error;
      await pause(delay, request.signal);
      return attempt();
    }
  }
  return {
    async complete(request) {
      const completion = await withOneRetry(request, () =>
        client.chat.completions.create({ ...body(request), stream: false }, { signal: request.signal }),
      );
      const text = completion?.choices?.[0]?.message?.content;
      if (typeof text !== "string" || !text.trim()) throw new Error("empty or malformed completion");
      return text;
    },
    async *stream(request) {
      const stream = await withOneRetry(request, () =>
        client.chat.completions.create({ ...body(request), stream: true }, { signal: request.signal }),
      );
      let any = false;
      try {
        for await (const chunk of stream) {
          const delta = chunk?.choices?.[0]?.delta?.content;
          if (typeof delta === "string" && delta) {
            any = true;
            yield delta;
          }
        }
      } finally {
        // The consumer stopped early (output cap, visitor gone): close the upstream connection.
        stream.controller.abort();
      }
      // An aborted stream ends the loop silently: make it an error so the caller can fall back.
      if (request.signal.aborted) throw new Error("stream aborted");
      if (!any) throw new Error("empty stream");
    },
  };
}

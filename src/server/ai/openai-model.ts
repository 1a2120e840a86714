import "server-only";
import OpenAI from "openai";
import type { ChatModel, ModelRequest } from "@/domain/advisor/types";

/** The chat model port on the openai SDK, against any OpenAI-compatible endpoint. */
export function openAiModel(options: {
  apiKey: string;
  baseURL?: string;
  model: string;
  attemptTimeoutMs: number;
}): ChatModel {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.attemptTimeoutMs,
    // At most one retry; the caller's overall deadline (the signal) bounds both attempts.
    maxRetries: 1,
  });
  const body = (request: ModelRequest) => ({
    model: options.model,
    temperature: request.temperature,
    max_tokens: 600,
    messages: [{ role: "system" as const, content: request.system }, ...request.messages],
  });
  return {
    async complete(request) {
      const completion = await client.chat.completions.create(
        { ...body(request), stream: false },
        { signal: request.signal },
      );
      const text = completion?.choices?.[0]?.message?.content;
      if (typeof text !== "string" || !text.trim()) throw new Error("empty or malformed completion");
      return text;
    },
    async *stream(request) {
      const stream = await client.chat.completions.create(
        { ...body(request), stream: true },
        { signal: request.signal },
      );
      let any = false;
      for await (const chunk of stream) {
        const delta = chunk?.choices?.[0]?.delta?.content;
        if (typeof delta === "string" && delta) {
          any = true;
          yield delta;
        }
      }
      // An aborted stream ends the loop silently: make it an error so the caller can fall back.
      if (request.signal.aborted) throw new Error("stream aborted");
      if (!any) throw new Error("empty stream");
    },
  };
}

"use client";
import { toast, useConfig } from "@payloadcms/ui";
import { useEffect, type ReactNode } from "react";

type Refusal = { errors?: { message?: string; data?: { errors?: { label?: string; message?: string }[] } }[] };

/** Whether a request is a restore of a version: POST …/<collection>/versions/<id> or …/globals/<slug>/versions/<id>. */
export function isRestore(api: string, url: string, method: string | undefined): boolean {
  if ((method ?? "GET").toUpperCase() !== "POST") return false;
  const path = new URL(url, "http://admin.invalid").pathname;
  return new RegExp(`^${api.replace(/\/$/, "")}/(globals/)?[^/]+/versions/[^/]+$`).test(path);
}

/**
 * The reason of a refusal as the server gave it (in the admin's language): each field's message once, with the
 * fields it names under it ("Cannot publish: the Arabic text is empty…" then "• Title", "• Description"), else the
 * refusal's own message.
 */
export function reasonOf(body: Refusal): string | undefined {
  const byMessage = new Map<string, string[]>();
  const plain: string[] = [];
  for (const error of body.errors ?? []) {
    const fields = error.data?.errors?.filter((field) => field.message) ?? [];
    if (!fields.length && error.message) plain.push(error.message);
    for (const field of fields) {
      const labels = byMessage.get(field.message!) ?? [];
      if (field.label) labels.push(field.label);
      byMessage.set(field.message!, labels);
    }
  }
  const lines = [...byMessage].flatMap(([message, labels]) => [message, ...labels.map((label) => `• ${label}`)]);
  return [...lines, ...plain].join("\n") || undefined;
}

/**
 * Around the admin (a provider): a refused restore says why. Payload 3.90.1's Restore button (the Versions view)
 * shows "There was a problem restoring this version" for any answer but 200 and drops the answer's reason (a
 * version that would publish a text in one language only, an image deleted since), which only the server's log
 * then named. The reason the server gave, in the admin's language, follows in a toast of its own. Only refusals
 * (4xx): a fault's answer names nothing useful, and Payload's message is the right one for it.
 */
export function RestoreRefusal({ children }: { children?: ReactNode }) {
  const {
    config: {
      routes: { api },
    },
  } = useConfig();
  useEffect(() => {
    const original = window.fetch;
    const explained: typeof window.fetch = async (input, init) => {
      const response = await original(input, init);
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      const method = init?.method ?? (input instanceof Request ? input.method : undefined);
      if (response.status >= 400 && response.status < 500 && isRestore(api, url, method)) {
        response
          .clone()
          .json()
          .then((body: Refusal) => {
            const reason = reasonOf(body);
            if (reason) toast.error(<span style={{ whiteSpace: "pre-line" }}>{reason}</span>);
          })
          .catch(() => undefined);
      }
      return response;
    };
    window.fetch = explained;
    return () => {
      if (window.fetch === explained) window.fetch = original;
    };
  }, [api]);
  return <>{children}</>;
}

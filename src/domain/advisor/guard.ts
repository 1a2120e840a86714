/**
 * Output guard of the Learning Advisor: tells whether a model reply leaks the system prompt, that is,
 * contains the canary (also spaced out, split by invisible characters, reversed, ROT13, or inside
 * Base64/hex) or a run of `windowWords` consecutive words of the prompt's fixed instructions (also when
 * Base64, hex or percent-encoded). The model cannot be trusted to keep its instructions (OWASP LLM07); this check can.
 */
export interface LeakGuardOptions {
  /** A secret marker placed in the system prompt (ADVISOR_CANARY). */
  canary?: string;
  /** The prompt's own wording, in pieces (see instructionFragments in prompt.ts). */
  fragments: string[];
  /** How many consecutive words of the instructions make a leak (default 8). */
  windowWords?: number;
}

export interface LeakGuard {
  leaks(reply: string): boolean;
}

// Invisible characters a model (or an attacker's instructions) may weave into a word to hide it.
const INVISIBLE = /[\u00AD\u034F\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;

/** Words, for comparing runs of text: NFKC, lower case, invisible characters removed, punctuation dropped. */
function words(text: string): string[] {
  return text
    .normalize("NFKC")
    .replace(INVISIBLE, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Letters and digits only, for finding the canary however it was spaced or split. */
const squeeze = (text: string) => words(text).join("");

const rot13 = (s: string) => s.replace(/[a-z]/g, (c) => String.fromCharCode(((c.charCodeAt(0) - 97 + 13) % 26) + 97));

/** Texts hidden in the reply as Base64 (standard or URL-safe) or hex runs, decoded. */
function decodedRuns(reply: string): string[] {
  const out: string[] = [];
  for (const [run] of reply.matchAll(/[A-Za-z0-9+/_-]{16,}={0,2}/g)) {
    for (let skip = 0; skip < 4; skip++) {
      const decoded = Buffer.from(run.slice(skip).replace(/-/g, "+").replace(/_/g, "/"), "base64").toString("utf8");
      if (decoded) out.push(decoded);
    }
  }
  // Percent-encoded text, as in the query string of an image or link meant to carry the prompt away.
  if (/%[0-9a-fA-F]{2}/.test(reply)) {
    out.push(
      reply.replace(/(?:%[0-9a-fA-F]{2})+/g, (m) => {
        try {
          return decodeURIComponent(m);
        } catch {
          return m;
        }
      }),
    );
  }
  for (const [run] of reply.matchAll(/(?:[0-9a-fA-F]{2}[\s:]?){8,}/g)) {
    out.push(Buffer.from(run.replace(/[\s:]/g, ""), "hex").toString("utf8"));
  }
  return out;
}

export function createLeakGuard(options: LeakGuardOptions): LeakGuard {
  const size = options.windowWords ?? 8;
  const canary = options.canary ? squeeze(options.canary) : "";
  const windows = new Set<string>();
  for (const fragment of options.fragments) {
    const w = words(fragment);
    for (let i = 0; i + size <= w.length; i++) windows.add(w.slice(i, i + size).join(" "));
  }

  const plainLeak = (text: string): boolean => {
    if (canary) {
      const flat = squeeze(text);
      if (flat.includes(canary)) return true;
      if ([...flat].reverse().join("").includes(canary)) return true;
      if (rot13(flat).includes(canary)) return true;
    }
    const w = words(text);
    for (let i = 0; i + size <= w.length; i++) if (windows.has(w.slice(i, i + size).join(" "))) return true;
    return false;
  };

  return {
    leaks(reply) {
      if (plainLeak(reply)) return true;
      return decodedRuns(reply).some(plainLeak);
    },
  };
}

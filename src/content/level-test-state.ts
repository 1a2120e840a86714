import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/config/env";
import { serverSecret } from "@/config/secret";
import { decodeAnswers, encodeAnswers, noAnswers, type Answers } from "@/lib/level-test";

/**
 * The level test's answers as its address carries them, signed: "<answers>~<mac>", the mac an HMAC-SHA256 (128
 * bits, base64url) of the answers under a key derived from the server's secret. Only the answer endpoint signs,
 * after scoring a part, so an address names an attempt the server itself scored: a made-up one (every right
 * answer, a band never taken) is refused by the test's pages, its result's review and the lead, which then
 * stores the level earned. The start of the test ("") needs no signature.
 */
const SEPARATOR = "~";
const MAC_LENGTH = 22;

let key: Buffer | undefined;
function stateKey(): Buffer {
  key ??= createHmac("sha256", serverSecret(env())).update("level-test-state/v1").digest();
  return key;
}

const macOf = (answers: string) =>
  createHmac("sha256", stateKey()).update(answers).digest("base64url").slice(0, MAC_LENGTH);

/** The signed address state for these answers. */
export function signAnswers(answers: Answers): string {
  const encoded = encodeAnswers(answers);
  return `${encoded}${SEPARATOR}${macOf(encoded)}`;
}

/** The answers of a signed state ("" is the start), or undefined for anything the server did not sign. */
export function verifiedAnswers(state: unknown): Answers | undefined {
  if (state === "") return noAnswers;
  if (typeof state !== "string") return undefined;
  const at = state.lastIndexOf(SEPARATOR);
  if (at < 0) return undefined;
  const encoded = state.slice(0, at);
  const given = Buffer.from(state.slice(at + 1));
  const expected = Buffer.from(macOf(encoded));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return decodeAnswers(encoded);
}

import * as z from "zod/mini";
import { limits } from "./limits";

export { limits };

/** Error codes are `<field>.<problem>`; the browser and the no-JS answer page translate them. */
const code = (field: string, problem: string) => ({ error: `${field}.${problem}` });
/** A failed length check stops the field's later checks: no pattern ever runs on an oversized value. */
const stop = (field: string, problem: string) => ({ ...code(field, problem), abort: true });

/*
 * Unicode policy (docs/architecture.md, "The lead pipeline"). Text is stored and mailed exactly as the visitor
 * typed it, after trimming: no NFC/NFD normalisation (both forms are accepted and kept byte for byte), so
 * Arabic with its marks, combining accents and emoji ZWJ sequences round-trip unchanged. Refused:
 * - everywhere: C0 and C1 control characters (free text keeps tab and line breaks), and lone surrogates;
 * - in single-line fields (names): line and paragraph separators, zero-width characters other than ZWNJ
 *   and ZWJ (which Arabic/Persian spelling and emoji sequences need), soft hyphen and the bidi embedding,
 *   override and isolate controls (U+202A-U+202E, U+2066-U+2069) that can make a name read differently
 *   in the provider's mail client; LRM/RLM/ALM marks are kept;
 * - in e-mail and phone: anything but ASCII (they reach mail headers and the SMTP envelope).
 */
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAKS = /[\n\r\u2028\u2029]/;
const LONE_SURROGATE = /\p{Cs}/u;
const INVISIBLE = /[\u00AD\u180E\u200B\u2060-\u2064\uFEFF\u202A-\u202E\u2066-\u2069\uFFF9-\uFFFB]/;
/**
 * An address nodemailer cannot misread: an ASCII dot-atom local part (no quotes, comments, spaces or
 * angle brackets, so none of the address-parser advisories apply) and a domain of ASCII labels.
 * Linear: no two quantified parts can match the same character.
 */
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z][A-Za-z0-9-]{0,61}[A-Za-z0-9]$/;
const PHONE = /^\+?[0-9][0-9 ()\-.]{5,24}$/;

const singleLineOk = (v: string) => !CONTROLS.test(v) && !LINE_BREAKS.test(v) && !LONE_SURROGATE.test(v);
const multiLineOk = (v: string) => !CONTROLS.test(v) && !LONE_SURROGATE.test(v);

export function requiredLine(field: string, max: number = limits.name) {
  return z.string(code(field, "required")).check(
    z.trim(),
    z.minLength(1, stop(field, "required")),
    z.maxLength(max, stop(field, "tooLong")),
    z.refine(singleLineOk, stop(field, "invalid")),
    z.refine((v) => !INVISIBLE.test(v), code(field, "invisible")),
  );
}

/** An optional single line (a job title): empty is fine, as a plain form sends a field left blank. */
export function optionalLine(field: string, max: number = limits.name) {
  return z.optional(
    z.string(code(field, "invalid")).check(
      z.trim(),
      z.maxLength(max, stop(field, "tooLong")),
      z.refine(singleLineOk, stop(field, "invalid")),
      z.refine((v) => !INVISIBLE.test(v), code(field, "invisible")),
    ),
  );
}

export function email(field = "email") {
  return z
    .string(code(field, "required"))
    .check(
      z.trim(),
      z.minLength(1, stop(field, "required")),
      z.maxLength(limits.email, stop(field, "tooLong")),
      z.regex(EMAIL, code(field, "invalid")),
    );
}

/** Optional phone: empty is fine; otherwise digits with the usual separators. */
export function optionalPhone(field = "phone") {
  return z.optional(
    z.string(code(field, "invalid")).check(
      z.trim(),
      z.maxLength(limits.phone, stop(field, "tooLong")),
      z.refine((value) => value === "" || PHONE.test(value), code(field, "invalid")),
    ),
  );
}

/** A phone number we call back on (a seat request): digits with the usual separators. */
export function requiredPhone(field = "phone") {
  return z
    .string(code(field, "required"))
    .check(
      z.trim(),
      z.minLength(1, stop(field, "required")),
      z.maxLength(limits.phone, stop(field, "tooLong")),
      z.regex(PHONE, code(field, "invalid")),
    );
}

export function requiredText(field: string, max: number = limits.message) {
  return z
    .string(code(field, "required"))
    .check(
      z.trim(),
      z.minLength(1, stop(field, "required")),
      z.maxLength(max, stop(field, "tooLong")),
      z.refine(multiLineOk, code(field, "invalid")),
    );
}

export function optionalText(field: string, max: number = limits.message) {
  return z.optional(
    z
      .string(code(field, "invalid"))
      .check(z.trim(), z.maxLength(max, stop(field, "tooLong")), z.refine(multiLineOk, code(field, "invalid"))),
  );
}

export const localeField = z.enum(["en", "ar"], { error: "locale.invalid" });

export { fieldErrors } from "./field-errors";

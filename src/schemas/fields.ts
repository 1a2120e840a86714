import * as z from "zod/mini";

/** Error codes are `<field>.<problem>`; the browser and the no-JS answer page translate them. */
const code = (field: string, problem: string) => ({ error: `${field}.${problem}` });

// A single line of text: no control characters (so no CR/LF can ever reach a header).
const SINGLE_LINE = /^[^\u0000-\u001F\u007F]*$/;
// Free text: line breaks and tabs allowed, other control characters not.
const MULTI_LINE = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;
// Local part, @, domain with a dot; no spaces anywhere (spec: "shape {email} with no spaces").
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 ()\-.]{5,24}$/;

export const limits = { name: 100, email: 254, phone: 30, message: 5000 } as const;

export function requiredLine(field: string, max: number = limits.name) {
  return z
    .string(code(field, "required"))
    .check(
      z.trim(),
      z.minLength(1, code(field, "required")),
      z.maxLength(max, code(field, "tooLong")),
      z.regex(SINGLE_LINE, code(field, "invalid")),
    );
}

export function email(field = "email") {
  return z
    .string(code(field, "required"))
    .check(
      z.trim(),
      z.minLength(1, code(field, "required")),
      z.maxLength(limits.email, code(field, "tooLong")),
      z.regex(EMAIL, code(field, "invalid")),
    );
}

/** Optional phone: empty is fine; otherwise digits with the usual separators. */
export function optionalPhone(field = "phone") {
  return z.optional(
    z.string(code(field, "invalid")).check(
      z.trim(),
      z.maxLength(limits.phone, code(field, "tooLong")),
      z.refine((value) => value === "" || PHONE.test(value), code(field, "invalid")),
    ),
  );
}

export function requiredText(field: string, max: number = limits.message) {
  return z
    .string(code(field, "required"))
    .check(
      z.trim(),
      z.minLength(1, code(field, "required")),
      z.maxLength(max, code(field, "tooLong")),
      z.regex(MULTI_LINE, code(field, "invalid")),
    );
}

export function optionalText(field: string, max: number = limits.message) {
  return z.optional(
    z
      .string(code(field, "invalid"))
      .check(z.trim(), z.maxLength(max, code(field, "tooLong")), z.regex(MULTI_LINE, code(field, "invalid"))),
  );
}

export const localeField = z.enum(["en", "ar"], { error: "locale.invalid" });

export { fieldErrors } from "./field-errors";

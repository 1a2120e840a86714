import * as z from "zod/mini";
import { email, limits, localeField, optionalPhone, requiredLine } from "./fields";

/**
 * The English level test's answers as its address carries them, with the server's signature after "~"
 * (src/content/level-test-state.ts checks it; src/lib/level-test.ts decodes them).
 */
const answers = z
  .string({ error: "answers.invalid" })
  .check(
    z.maxLength(2500, { error: "answers.invalid" }),
    z.regex(/^[0-9]:[0-9.-]*~[A-Za-z0-9_-]{22}$/, { error: "answers.invalid" }),
  );

/**
 * "Call me about the free placement interview" after the English level test: who asks, how to reach them, and the
 * answers (the server scores them again; the result is never taken from the browser).
 */
export const levelTestInput = z.object({
  fullName: requiredLine("fullName", limits.fullName),
  email: email(),
  phone: optionalPhone(),
  answers,
  locale: localeField,
});
export type LevelTestInput = z.infer<typeof levelTestInput>;

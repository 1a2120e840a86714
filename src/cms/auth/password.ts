import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";

/** Staff passwords: at least 12 characters and a zxcvbn score of 3 ("safely unguessable") or better. */
export const MIN_PASSWORD_LENGTH = 12;
export const MIN_PASSWORD_SCORE = 3;

/** Words of the site's name and of the admin: a password made of them is guessed first. */
const GUESSABLE = ["alexandria", "alex", "training", "center", "centre", "admin", "staff", "website", "password"];

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
});

/** Why a password is refused, in the admin's two languages; undefined when it is strong enough. */
export function weakPassword(password: string, context: string[] = []): { en: string; ar: string } | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return {
      en: `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`,
      ar: `يجب ألا تقل كلمة المرور عن ${MIN_PASSWORD_LENGTH} حرفًا.`,
    };
  }
  // The address and the site's name are the first words an attacker tries: the password must be strong without
  // them too ("Alexandria Training Center 1" scores well on its own, and is the first thing anyone would try).
  const guessable = [...context, ...GUESSABLE].map((word) => word.toLowerCase()).filter((word) => word.length >= 3);
  let rest = password.toLowerCase();
  for (const word of guessable.sort((a, b) => b.length - a.length)) rest = rest.split(word).join(" ");
  rest = rest.replace(/[\s\d_\p{P}\p{S}]+/gu, " ").trim();
  const result = zxcvbn.check(password, guessable);
  if (result.score < MIN_PASSWORD_SCORE || zxcvbn.check(rest, guessable).score < MIN_PASSWORD_SCORE) {
    return {
      en: "This password is too easy to guess. Use a longer passphrase of unrelated words.",
      ar: "كلمة المرور هذه سهلة التخمين. استخدم عبارة مرور أطول من كلمات غير مترابطة.",
    };
  }
  return undefined;
}

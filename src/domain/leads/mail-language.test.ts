import { describe, expect, it } from "vitest";
import { testMailContext } from "./mail-context.fixture";
import { buildLeadMails, confirmationMail, subscriberMails, type MailContext } from "./mail-templates";
import { ackText } from "./mail-text";
import type { LeadKind, Locale, MailMessage, NewLead } from "./types";

/**
 * Every mail a visitor receives, in the language of the page they wrote from: the acknowledgement of each kind of
 * lead, the newsletter's confirmation link and its welcome with the unsubscribe link. Subject and body in that
 * language, the HTML part laid out in its direction.
 */
const ctx: MailContext = {
  ...testMailContext,
  brand: { en: "Alexandria Training Center", ar: "مركز الإسكندرية للتدريب" },
  courseName: (id, locale) => (locale === "ar" ? `دورة ${id}` : `Course ${id}`),
};

const offering = { en: "Power BI · Sunday, 6 December 2026", ar: "Power BI · الأحد، 6 ديسمبر 2026" };
/** What each kind of lead carries, as its form stores it (names typed in Latin letters: they must not leak in). */
const data: Record<LeadKind, Record<string, unknown>> = {
  contact: { firstName: "Mona", lastName: "Adel", message: "Hello", trainingInterest: "english" },
  plan: { fullName: "Mona Adel", courses: ["power-bi", "excel"] },
  newsletter: {},
  seat: { fullName: "Mona Adel", phone: "+20 100 000 0000", course: "power-bi", offering },
  interest: { fullName: "Mona Adel", course: "generative-ai", offering },
  "level-test": { fullName: "Mona Adel", level: "B1", summary: "A1 5/5", offering },
  corporate: { fullName: "Mona Adel", company: "Delta", teamSize: "6-15", delivery: "online", areas: ["it"] },
};
const kinds = Object.keys(data) as LeadKind[];
const lead = (kind: LeadKind, locale: Locale): NewLead => ({
  ref: "X-ABCDEFGH",
  kind,
  locale,
  email: "mona@example.org",
  createdAt: Date.UTC(2026, 10, 22, 10, 0),
  data: data[kind],
});

/** The visitor's mails of every kind, named. */
function visitorMails(locale: Locale): [string, MailMessage][] {
  const token = "A".repeat(43);
  return [
    ...kinds
      .filter((kind) => kind !== "newsletter")
      .map((kind): [string, MailMessage] => [kind, buildLeadMails(lead(kind, locale), ctx)[1]!.message]),
    ["newsletter confirmation", confirmationMail(lead("newsletter", locale), ctx, token, 7).message],
    ["newsletter welcome", subscriberMails(lead("newsletter", locale), ctx, token)[1]!.message],
  ];
}

const ARABIC = /[\u0600-\u06FF]/;
/** English words of the templates: none may show in an Arabic mail (names, codes and addresses may). */
const ENGLISH_WORDS =
  /\b(?:hello|thank|thanks|you|your|we|our|the|team|reference|course|questions?|call|write|link)\b/i;
/** Text the mail repeats from outside its language: the reference, addresses, the phone, course names in Latin. */
const foreign = /https?:\/\/\S+|[\w.+-]+@[\w.-]+|X-ABCDEFGH|\+[\d ]+|Power BI|B1/g;

describe("the visitor's mails, in the visitor's language", () => {
  it("covers every kind of lead, the confirmation link and the welcome", () => {
    expect(visitorMails("ar").map(([name]) => name)).toEqual([
      ...kinds.filter((kind) => kind !== "newsletter"),
      "newsletter confirmation",
      "newsletter welcome",
    ]);
  });

  for (const [name, mail] of visitorMails("ar")) {
    it(`writes the ${name} mail in Arabic, right to left`, () => {
      expect(mail.to).toBe("mona@example.org");
      expect(mail.subject).toMatch(ARABIC);
      expect(mail.subject.replace(foreign, "")).not.toMatch(/[A-Za-z]/);
      expect(mail.text).toContain(ackText.ar.common.greeting);
      expect(mail.text).toContain("فريق مركز الإسكندرية للتدريب");
      const words = mail.text.replace(foreign, "");
      expect(words).not.toMatch(ENGLISH_WORDS);
      // Each line of text is Arabic, once what it quotes from outside is set aside.
      for (const line of words.split("\n").filter((l) => l.trim())) expect(line, line).toMatch(ARABIC);
      expect(mail.html.startsWith('<div dir="rtl" lang="ar">')).toBe(true);
      // Links to the site lead to its Arabic pages.
      for (const url of mail.text.match(/https:\/\/example\.com\/\S+/g) ?? []) expect(url).toMatch(/\/ar\//);
    });
  }

  for (const [name, mail] of visitorMails("en")) {
    it(`writes the ${name} mail in English, left to right`, () => {
      expect(mail.subject).not.toMatch(ARABIC);
      expect(mail.text).not.toMatch(ARABIC);
      expect(mail.text).toContain("Hello,");
      expect(mail.text).toContain("The Alexandria Training Center team");
      expect(mail.html.startsWith('<div dir="ltr" lang="en">')).toBe(true);
      for (const url of mail.text.match(/https:\/\/example\.com\/\S+/g) ?? []) expect(url).not.toMatch(/\/ar\//);
    });
  }

  it("has the same texts in both languages, each with the placeholders the other has", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const { common: enCommon, ...en } = ackText.en;
    const { common: arCommon, ...ar } = ackText.ar;
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(arCommon).sort()).toEqual(Object.keys(enCommon).sort());
    for (const kind of kinds) {
      expect(placeholders(ar[kind].subject), kind).toEqual(placeholders(en[kind].subject));
      expect(ar[kind].lead, kind).toMatch(ARABIC);
    }
    for (const key of Object.keys(enCommon))
      expect(placeholders(arCommon[key]!), key).toEqual(placeholders(enCommon[key]!));
  });
});

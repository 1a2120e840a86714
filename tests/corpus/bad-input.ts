/**
 * The bad-input corpus (issue 7): what every API endpoint is sent by tests/integration/bad-input.integ.ts.
 * Each value is either refused with a 4xx and stores nothing, or accepted and stored exactly as sent.
 */

export type LeadKind = "contact" | "plan" | "newsletter";

/** A valid JSON body for each lead endpoint (with the fill-time signal, so it reaches validation). */
export function validBody(kind: LeadKind, i = 0): Record<string, unknown> {
  const startedAt = Date.now() - 10_000;
  switch (kind) {
    case "contact":
      return {
        firstName: "Mona",
        lastName: "Adel",
        email: `mona${i}@example.org`,
        phone: "+20 100 123 4567",
        trainingInterest: "it",
        message: "Hello",
        locale: "en",
        startedAt,
      };
    case "plan":
      return {
        fullName: "Omar Hassan",
        email: `omar${i}@example.org`,
        phone: "",
        message: "Evenings",
        courses: ["data-analyst", "ielts"],
        locale: "en",
        startedAt,
      };
    case "newsletter":
      return { email: `reader${i}@example.org`, locale: "en", startedAt };
  }
}

/** The text fields of each lead form (the ones that reach the store and the mail body). */
export const textFields: Record<LeadKind, string[]> = {
  contact: ["firstName", "lastName", "email", "phone", "message"],
  plan: ["fullName", "email", "phone", "message"],
  newsletter: ["email"],
};
export const singleLine = new Set(["firstName", "lastName", "fullName", "email", "phone"]);

/** Bodies that are not a JSON object at all: 400 bad_json. */
export const malformedJson: [string, string][] = [
  ["truncated", '{"firstName": "Mo'],
  ["empty", ""],
  ["whitespace", "   \n"],
  ["null", "null"],
  ["array", '[{"email":"a@b.co"}]'],
  ["string", '"hello"'],
  ["number", "42"],
  ["boolean", "true"],
  ["trailing comma", '{"email":"a@b.co",}'],
  ["single quotes", "{'email':'a@b.co'}"],
  ["comment", '{"email":"a@b.co" /* x */}'],
  ["NaN", '{"startedAt": NaN}'],
  ["two objects", '{"a":1}{"b":2}'],
  ["deep nesting", `${"[".repeat(12_000)}${"]".repeat(12_000)}`],
];

/** Values of the wrong type, put in each field in turn: 400 validation. */
export const wrongTypes: [string, unknown][] = [
  ["number", 123],
  ["boolean", true],
  ["null", null],
  ["empty array", []],
  ["array of strings", ["a@b.co", "x@evil.test"]],
  ["object", { toString: "x" }],
  ["operator object", { $gt: "" }],
];

/** Keys that try to reach a prototype; they are data, and nothing global changes. */
export const prototypeKeys: [string, string][] = [
  ["__proto__ object", '"__proto__":{"polluted":"yes","isAdmin":true}'],
  ["constructor.prototype", '"constructor":{"prototype":{"polluted":"yes"}}'],
  ["__proto__ string", '"__proto__":"x"'],
  ["prototype", '"prototype":{"polluted":"yes"}'],
];

/** Content types other than JSON and form posts: 415. */
export const wrongContentTypes: (string | null)[] = [
  null,
  "text/plain",
  "text/html",
  "application/xml",
  "multipart/form-data; boundary=x",
  "application/json-patch+json",
  "application/x-www-form-urlencoded-x",
  "image/png",
];

/** Header and CRLF injection payloads, tried in every text field. */
export const injections: string[] = [
  "X\r\nBcc: bcc@evil.test",
  "X\nBcc: bcc@evil.test",
  "X\rCc: cc@evil.test",
  "X\r\n\r\n<html>smuggled body</html>",
  "X\r\nContent-Type: text/html",
  "X\r\nSubject: hijacked",
  "X%0d%0aBcc: bcc@evil.test",
  "X%0D%0ABcc:%20bcc@evil.test",
  "X\\r\\nBcc: bcc@evil.test",
  "X\u0085Bcc: bcc@evil.test",
  "X\u2028Bcc: bcc@evil.test",
  "=?utf-8?Q?X=0D=0ABcc:_bcc@evil.test?=",
  "X\r\n.\r\nMAIL FROM:<a@evil.test>\r\nRCPT TO:<b@evil.test>",
];

/** The nodemailer address-parser advisories' payloads and other addresses that must never be mailed. */
export const hostileAddresses: string[] = [
  '"x@evil.test x"@site.test',
  '"user"@site.test(x)evil.test',
  "user@site.test(x)evil.test",
  "user@site.test,bcc@evil.test",
  "user@site.test;bcc@evil.test",
  "Victim <user@site.test>, bcc@evil.test",
  "user@site.test\r\nBcc: bcc@evil.test",
  "user@site.test bcc@evil.test",
  "user@[127.0.0.1]",
  "user@evil.test\u202E",
  "\u200Buser@site.test",
  "user%bcc@evil.test@site.test",
];

/**
 * Valid unusual text: accepted and kept exactly (store and mail body). Names are single-line fields, so
 * they carry no line breaks; every entry is already trimmed.
 */
export const validUnicode: { label: string; name: string; message: string }[] = [
  { label: "Arabic", name: "سارة المصري", message: "أريد دورة IELTS مساءً\nشكراً لكم" },
  { label: "Arabic with tashkeel", name: "مُحَمَّد عَلِيّ", message: "السَّلَامُ عَلَيْكُمْ" },
  { label: "Egyptian colloquial", name: "أم كلثوم", message: "عايزة أعرف الكورس ده بكام؟ 😅" },
  {
    label: "emoji ZWJ sequences",
    name: "Nour 👩🏽‍💻",
    message: "👨‍👩‍👧‍👦 family, 🏳️‍🌈 flag, ❤️‍🔥 heart, 🧑🏿‍🦱, 🇪🇬",
  },
  { label: "combining marks (NFD)", name: "Jose\u0301 Zoe\u0308", message: "Cafe\u0301 and n\u0303 and a\u030A" },
  { label: "precomposed (NFC)", name: "José Zoë", message: "Café and ñ and å" },
  { label: "ZWNJ in Persian-style spelling", name: "می\u200Cخواهم", message: "می\u200Cخواهم" },
  { label: "RLM/LRM marks", name: "\u200Fسارة", message: "Course \u200EIELTS\u200E في المساء" },
  { label: "mixed scripts", name: "O'Hara-Núñez 李", message: "ねこ, Ελληνικά, русский, עברית" },
  { label: "bidi overrides in free text", name: "Ali", message: "abc \u202Egnp.exe\u202C and \u2066x\u2069" },
  { label: "zero-width in free text", name: "Ali", message: "zero\u200Bwidth and word\u2060joiner" },
  { label: "HTML-looking text", name: "<b>Mona</b>", message: "<script>alert(1)</script> & \"quotes\" 'apostrophes'" },
  { label: "formula-looking text", name: '=HYPERLINK("x")', message: "+cmd|' /C calc'!A0" },
];

/** Characters a name may not carry (policy in src/schemas/fields.ts): 400 `<field>.invisible`. */
export const forbiddenInNames: [string, string][] = [
  ["RLO override", "Ali\u202Egnp.exe"],
  ["LRE embedding", "\u202AAli"],
  ["RLI isolate", "Ali\u2067x\u2069"],
  ["zero-width space", "Al\u200Bi"],
  ["word joiner", "Al\u2060i"],
  ["BOM inside (at either end it is trimmed like a space)", "Al\uFEFFi"],
  ["soft hyphen", "Al\u00ADi"],
];

/** Control characters and broken text: 400 `<field>.invalid`. */
export const invalidInNames: [string, string][] = [
  ["NUL", "Ali\u0000"],
  ["ESC (ANSI)", "\u001b[31mAli"],
  ["C1 NEL", "Ali\u0085x"],
  ["lone high surrogate", "Ali\ud83d"],
  ["lone low surrogate", "\ude00Ali"],
  ["line separator", "Ali\u2028x"],
];

import { describe, expect, it } from "vitest";
import { seedAdvisorEntries } from "../../../tests/support/advisor-source";

const advisorEntries = seedAdvisorEntries();
import { withIntakes } from "@/server/advisor-catalog";
import { localAnswer } from "./local-advisor";
import { buildSystemPrompt } from "./prompt";
import type { Locale } from "./types";
import { normalize, tokens } from "./normalize";

const contact = {
  whatsapp: "+20 100 555 0143",
  phone: "+20 3 544 0143",
  address: { en: "Villa 431, Roushdy", ar: "فيلا 431، رشدي" },
};
const ask = (question: string, locale: Locale = "en") =>
  localAnswer(advisorEntries, [{ role: "user", content: question }], locale, contact);

describe("Arabic normalisation", () => {
  it("folds alef forms, ta marbuta, alef maqsura, diacritics and tatweel", () => {
    expect(normalize("أإآٱ")).toBe("اااا");
    expect(normalize("مدرسة")).toBe("مدرسه");
    expect(normalize("مستشفى")).toBe("مستشفي");
    expect(normalize("الْعَرَبِيَّةُ")).toBe("العربيه");
    expect(normalize("تـــدريب")).toBe("تدريب");
    expect(normalize("٢٠٢٦")).toBe("2026");
    expect(tokens("أريد التحضير لامتحان الآيلتس")).toEqual(expect.arrayContaining(["ايلتس", "امتحان"]));
  });
});

describe("local advisor", () => {
  it("recommends the Data Analyst path with its page for 'I want to become a data analyst'", () => {
    const answer = ask("I want to become a data analyst");
    expect(answer).toContain("[Data Analyst Learning Path](/paths/data-analyst)");
    expect(answer).toContain("168 hours over 6 stages");
    expect(answer).toContain("(/start-learning)");
  });

  it("recommends project management for 'which course for project management?'", () => {
    expect(ask("which course for project management?")).toContain("(/paths/project-management)");
  });

  it("answers in Arabic with the IELTS path for 'أريد التحضير لامتحان الآيلتس'", () => {
    const answer = ask("أريد التحضير لامتحان الآيلتس", "ar");
    expect(answer).toContain("(/ar/paths/ielts)");
    expect(answer).toContain("ساعة تدريبية على 6 مراحل");
    expect(answer).not.toContain("(/paths/");
  });

  it("hands prices and dates to people", () => {
    const answer = ask("How much is the Power BI course and when does it start?");
    expect(answer).toContain("(/paths/power-bi)");
    expect(answer).toContain("WhatsApp (+20 100 555 0143)");
    expect(ask("بكام الكورس؟", "ar")).toContain("واتساب (\u200e+20 100 555 0143\u200e)");
  });

  it("greets, gives the address, and says when nothing matches", () => {
    expect(ask("hello")).toContain("I am the Learning Advisor");
    expect(ask("where is your centre located?")).toContain("Villa 431, Roushdy");
    expect(ask("Do you teach underwater basket weaving to penguins?")).toContain("could not find an exact match");
  });
});

describe("local advisor and the published intakes", () => {
  const dated = withIntakes(advisorEntries, [
    {
      keys: ["power-bi", "power-bi-course"],
      when: {
        en: "Tuesday, 15 December 2026, At the centre in Alexandria, Confirmed: it runs",
        ar: "الثلاثاء، 15 ديسمبر 2026، في المركز بالإسكندرية، موعد مؤكَّد",
      },
    },
  ]);
  const askDated = (question: string, locale: Locale) =>
    localAnswer(dated, [{ role: "user", content: question }], locale, contact);

  it("answers 'when does the next Power BI class start?' with the date and a link to the schedule", () => {
    const answer = askDated("When does the next Power BI class start?", "en");
    expect(answer).toContain("**Next intake of Power BI Specialist Learning Path**: Tuesday, 15 December 2026");
    expect(answer).toContain("[course schedule](/schedule)");
    expect(answer).not.toContain("start dates and group times");
  });

  it("answers the same question in Egyptian Arabic, with Arabic month names and the Arabic schedule", () => {
    const answer = askDated("امتى أول كورس Power BI الجاي؟", "ar");
    expect(answer).toContain("الثلاثاء، 15 ديسمبر 2026");
    expect(answer).toContain("(/ar/schedule)");
    expect(answer).not.toContain("(/schedule)");
  });

  it("says no date is published when the matched course has none, and points to the schedule", () => {
    const answer = askDated("When does the IELTS course start?", "en");
    expect(answer).toContain("No date is published for this yet");
    expect(answer).toContain("(/schedule)");
  });

  it("gives the model the dates in its catalogue and the rule to use only those", () => {
    const prompt = buildSystemPrompt(dated, {
      brand: "Brand",
      whatsapp: "+20",
      phone: "+20",
      address: "Alexandria",
      officeHours: "Sunday",
    });
    expect(prompt).toContain("Next intake: Tuesday, 15 December 2026");
    expect(prompt).toContain("(/schedule, or /ar/schedule in Arabic)");
  });
});

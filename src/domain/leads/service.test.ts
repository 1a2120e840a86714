import { describe, expect, it } from "vitest";
import { testMailContext } from "./mail-context.fixture";
import { buildLeadMails, cairoDateTime, confirmationMail, subscriberMails } from "./mail-templates";

const ctx = testMailContext;

describe("dates", () => {
  it("gives the request date and time in Alexandria", () => {
    expect(cairoDateTime(Date.UTC(2026, 0, 15, 22, 30))).toEqual({ date: "2026-01-16", time: "00:30 (Africa/Cairo)" });
  });
});

describe("lead mails", () => {
  const lead = {
    ref: "C-ABCDEFGH",
    kind: "contact" as const,
    locale: "ar" as const,
    email: "visitor@example.org",
    createdAt: Date.UTC(2026, 10, 22, 10, 0),
    data: { firstName: "سارة", lastName: "علي", message: "<script>alert(1)</script>\nسطر ثانٍ", trainingInterest: "it" },
  };

  it("keeps visitor text out of every header and escapes it in HTML", () => {
    const [notice, ack] = buildLeadMails(lead, ctx).map((m) => m.message);
    expect(notice!.subject).toBe("New contact message C-ABCDEFGH");
    expect(notice!.messageId).toBe("<C-ABCDEFGH.notification@example.com>");
    expect(notice!.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;<br>سطر ثانٍ");
    expect(notice!.html).not.toContain("<script>");
    expect(notice!.text).toContain(
      "Open in the lead desk: https://example.com/admin/collections/leads?search=C-ABCDEFGH",
    );
    expect(notice!.html).toContain('<a href="https://example.com/admin/collections/leads?search=C-ABCDEFGH">');
    expect(ack!.to).toBe("visitor@example.org");
    expect(ack!.subject).toBe("استلمنا رسالتك (C-ABCDEFGH)");
    expect(ack!.html.startsWith('<div dir="rtl" lang="ar">')).toBe(true);
    expect(ack!.text).not.toContain("script");
    expect(ack!.text).not.toContain("سارة");
  });

  it("writes the team's notification in the language the team chose, right to left in Arabic", () => {
    const corporate = {
      ...lead,
      ref: "K-ABCDEFGH",
      kind: "corporate" as const,
      locale: "en" as const,
      data: {
        fullName: "Omar Adel",
        company: "Delta Foods",
        teamSize: "12",
        delivery: "company",
        months: ["3"],
        areas: ["it"],
        courses: ["power-bi"],
        phone: "",
      },
    };
    const [notice, ack] = buildLeadMails(corporate, { ...ctx, teamLocale: "ar" }).map((m) => m.message);
    expect(notice!.subject).toBe("طلب جديد لتدريب الشركات K-ABCDEFGH");
    expect(notice!.html.startsWith('<div dir="rtl" lang="ar">')).toBe(true);
    for (const words of [
      "المرجع: K-ABCDEFGH",
      "الهاتف: لم يُذكر",
      "الدورات: IT، power-bi-ar",
      "الشركة: Delta Foods",
      "مكان التدريب: في مقر الشركة",
      "موعد البدء المفضل: مارس",
      "اللغة: الإنجليزية",
      "(بتوقيت القاهرة)",
      "افتحه في الطلبات الواردة: https://example.com/admin/collections/leads?search=K-ABCDEFGH",
    ])
      expect(notice!.text).toContain(words);
    expect(notice!.text).not.toMatch(/Reference|Company|Not provided|Africa\/Cairo|lead desk/);
    expect(notice!.emailjs?.params).toMatchObject({ to_name: "فريق العلامة", language: "الإنجليزية" });
    // The visitor's own mail stays in the visitor's language.
    expect(ack!.subject).toBe(buildLeadMails(corporate, ctx)[1]!.message.subject);
    expect(ack!.html.startsWith('<div dir="ltr" lang="en">')).toBe(true);
    // English by default: the same facts, as before.
    const english = buildLeadMails(corporate, ctx)[0]!.message;
    expect(english.subject).toBe("New corporate training request K-ABCDEFGH");
    expect(english.html.startsWith("<p>")).toBe(true);
    expect(english.text).toContain("Where: At the company");
  });
});

describe("seat request and interest list mails", () => {
  const seat = {
    ref: "S-ABCDEFGH",
    kind: "seat" as const,
    locale: "ar" as const,
    email: "visitor@example.org",
    createdAt: Date.UTC(2026, 10, 22, 10, 0),
    data: {
      fullName: "سارة علي",
      phone: "+20 100 000 0000",
      intake: "7",
      course: "power-bi",
      offering: { en: "Power BI · Sunday, 6 December 2026", ar: "Power BI · الأحد، 6 ديسمبر 2026" },
      startDay: "2026-12-06",
    },
  };

  it("names the intake to the provider in English and to the visitor in their language", () => {
    const [notice, ack] = buildLeadMails(seat, ctx).map((m) => m.message);
    expect(notice!.subject).toBe("New seat request S-ABCDEFGH");
    expect(notice!.text).toContain("Courses: Power BI · Sunday, 6 December 2026");
    expect(notice!.text).toContain("Name: سارة علي");
    expect(ack!.subject).toBe("استلمنا طلب حجز مقعدك (S-ABCDEFGH)");
    expect(ack!.text).toContain("البرنامج: Power BI · الأحد، 6 ديسمبر 2026");
    expect(ack!.text).not.toContain("سارة");
  });

  it("says the interest list in the visitor's language", () => {
    const interest = {
      ...seat,
      ref: "I-ABCDEFGH",
      kind: "interest" as const,
      locale: "en" as const,
      data: {
        fullName: "Sara Ali",
        course: "generative-ai",
        offering: { en: "Generative AI", ar: "الذكاء الاصطناعي التوليدي" },
      },
    };
    const [notice, ack] = buildLeadMails(interest, ctx).map((m) => m.message);
    expect(notice!.subject).toBe("New interest list sign-up I-ABCDEFGH");
    expect(notice!.text).toContain("Courses: Generative AI");
    expect(ack!.subject).toBe("You are on the interest list (I-ABCDEFGH)");
    expect(ack!.text).toContain("Course: Generative AI");
  });
});

describe("newsletter mails", () => {
  const signUp = {
    ref: "N-ABCDEFGH",
    kind: "newsletter" as const,
    locale: "ar" as const,
    email: "reader@example.org",
    createdAt: Date.UTC(2026, 10, 22, 10, 0),
    data: {},
  };
  const token = "A".repeat(43);

  it("asks to confirm with a link to the page in the reader's language, and carries no unsubscribe header yet", () => {
    const { message } = confirmationMail(signUp, ctx, token, 7);
    expect(message.to).toBe("reader@example.org");
    expect(message.messageId).toBe("<N-ABCDEFGH.confirm@example.com>");
    expect(message.subject).toBe("يرجى تأكيد اشتراكك في نشرة العلامة البريدية");
    expect(message.text).toContain(`https://example.com/ar/newsletter/confirm?t=${token}`);
    expect(message.text).toContain("هذا الرابط صالح لمدة 7 أيام.");
    expect(message.html).toContain(`<a href="https://example.com/ar/newsletter/confirm?t=${token}" dir="ltr">`);
    expect(message.headers).toBeUndefined();
  });

  it("counts the days the link works by each language's plural rules", () => {
    const expiry = (locale: "en" | "ar", days: number) =>
      confirmationMail({ ...signUp, locale }, ctx, token, days).message.text;
    expect(expiry("ar", 2)).toContain("هذا الرابط صالح لمدة يومين.");
    expect(expiry("ar", 14)).toContain("هذا الرابط صالح لمدة 14 يومًا.");
    expect(expiry("ar", 1)).toContain("هذا الرابط صالح لمدة يوم واحد.");
    expect(expiry("en", 1)).toContain("The link works for 1 day.");
    expect(expiry("en", 7)).toContain("The link works for 7 days.");
  });

  it("welcomes a confirmed subscriber with a visible unsubscribe link and RFC 8058 one-click headers", () => {
    const [notice, welcome] = subscriberMails({ ...signUp, locale: "en" }, ctx, token).map((m) => m.message);
    expect(notice!.subject).toBe("New newsletter subscriber N-ABCDEFGH");
    expect(notice!.headers).toBeUndefined();
    expect(welcome!.text).toContain(
      `You can unsubscribe at any time with this link:\nhttps://example.com/newsletter/unsubscribe?t=${token}`,
    );
    expect(welcome!.headers).toEqual({
      "List-Unsubscribe": `<https://example.com/api/newsletter/unsubscribe?t=${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });
});

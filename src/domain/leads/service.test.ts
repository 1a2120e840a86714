import { describe, expect, it } from "vitest";
import { buildLeadMails, cairoDateTime, confirmationMail, subscriberMails, type MailContext } from "./mail-templates";

const ctx: MailContext = {
  brand: { en: "Brand", ar: "العلامة" },
  from: "Brand <info@provider.example>",
  providerMailbox: "info@provider.example",
  phone: "+20 3 000 0000",
  siteEmail: "info@provider.example",
  messageIdDomain: "example.com",
  courseName: (id, locale) => `${id}-${locale}`,
  interestLabel: (v) => v.toUpperCase(),
  deskUrl: (ref) => `https://example.com/admin/collections/leads?search=${ref}`,
  siteUrl: "https://example.com",
};

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
    expect(ack!.text).toContain("الدورة: Power BI · الأحد، 6 ديسمبر 2026");
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
    expect(message.subject).toBe("يرجى تأكيد اشتراكك في النشرة البريدية من العلامة");
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

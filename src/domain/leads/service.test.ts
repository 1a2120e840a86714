import { describe, expect, it } from "vitest";
import { buildLeadMails, cairoDateTime, type MailContext } from "./mail-templates";

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

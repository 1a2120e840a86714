import { describe, expect, it } from "vitest";
import { callLink, mailtoLink, replyText, whatsappLink, whatsappNumber } from "./reply";

describe("replies to a lead", () => {
  it("turns the numbers people type into WhatsApp's form", () => {
    expect(whatsappNumber("+20 100 123 4567")).toBe("201001234567");
    expect(whatsappNumber("0100-123-4567")).toBe("201001234567");
    expect(whatsappNumber("00971 50 123 4567")).toBe("971501234567");
    expect(whatsappNumber("12")).toBeUndefined();
    expect(whatsappNumber("")).toBeUndefined();
  });

  it("calls the number on a tap, in international form whatever way it was typed", () => {
    expect(callLink({ phone: "0100-123-4567" })).toBe("tel:+201001234567");
    expect(callLink({ phone: "+20 3 487 2200" })).toBe("tel:+2034872200");
    expect(callLink({ phone: null })).toBeUndefined();
  });

  it("writes in the lead's language and carries the text in the links", () => {
    const ar = {
      ref: "C-7K3M9QXA",
      name: "سارة",
      email: "sara@example.org",
      phone: "+20 100 123 4567",
      locale: "ar" as const,
    };
    expect(replyText(ar).subject).toBe("طلبك رقم C-7K3M9QXA");
    expect(replyText(ar).body).toContain("مرحبًا سارة،");
    expect(whatsappLink(ar)).toBe(`https://wa.me/201001234567?text=${encodeURIComponent(replyText(ar).body)}`);
    const en = { ...ar, name: "Omar", locale: "en" as const };
    const mail = new URL(mailtoLink(en)!);
    expect(mail.pathname).toBe("sara@example.org");
    expect(mail.searchParams.get("subject")).toBe("Your request C-7K3M9QXA");
    expect(mail.searchParams.get("body")).toBe(
      "Hello Omar,\nThank you for contacting us. We are replying to your request C-7K3M9QXA.\n",
    );
    expect(whatsappLink({ ...en, phone: null })).toBeUndefined();
  });
});

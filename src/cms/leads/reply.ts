/** Replies to a lead in the lead's own language: the text and the WhatsApp and e-mail links that carry it. */
export type ReplyLocale = "en" | "ar";

export interface ReplyLead {
  ref: string;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  locale: ReplyLocale;
}

const words = {
  en: {
    subject: (ref: string) => `Your request ${ref}`,
    greeting: (name: string) => (name ? `Hello ${name},` : "Hello,"),
    body: (ref: string) => `Thank you for contacting us. We are replying to your request ${ref}.`,
  },
  ar: {
    subject: (ref: string) => `طلبك رقم ${ref}`,
    greeting: (name: string) => (name ? `مرحبًا ${name}،` : "مرحبًا،"),
    body: (ref: string) => `شكرًا لتواصلك معنا. نرد عليك بخصوص طلبك رقم ${ref}.`,
  },
} as const;

/**
 * The number as WhatsApp wants it (country code and digits only): "+20 100 123 4567" and "0100 123 4567" (an
 * Egyptian number written the local way) both give 201001234567. Undefined when it cannot be a phone number.
 */
export function whatsappNumber(phone: string | null | undefined): string | undefined {
  if (!phone) return undefined;
  let digits = phone.replace(/\D/g, "");
  if (phone.trim().startsWith("00")) digits = digits.slice(2);
  else if (!phone.trim().startsWith("+") && digits.startsWith("0")) digits = `20${digits.slice(1)}`;
  return digits.length >= 8 && digits.length <= 15 ? digits : undefined;
}

export function replyText(lead: ReplyLead): { subject: string; body: string } {
  const w = words[lead.locale];
  return { subject: w.subject(lead.ref), body: `${w.greeting(lead.name?.trim() ?? "")}\n${w.body(lead.ref)}\n` };
}

export function whatsappLink(lead: ReplyLead): string | undefined {
  const number = whatsappNumber(lead.phone);
  return number && `https://wa.me/${number}?text=${encodeURIComponent(replyText(lead).body)}`;
}

export function mailtoLink(lead: ReplyLead): string | undefined {
  if (!lead.email) return undefined;
  const { subject, body } = replyText(lead);
  return `mailto:${encodeURIComponent(lead.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** A tap-to-call link for the lead's number (the same canonical digits as WhatsApp's, with their "+"). */
export function callLink(lead: Pick<ReplyLead, "phone">): string | undefined {
  const number = whatsappNumber(lead.phone);
  return number && `tel:+${number}`;
}

"use client";
import { useFormFields, useTranslation } from "@payloadcms/ui";
import { adminButton } from "./button-style";
import { callLink, mailtoLink, whatsappLink, type ReplyLead } from "../leads/reply";

const text = {
  en: {
    title: "Reply",
    whatsapp: "Reply on WhatsApp",
    call: "Call",
    email: "Reply by e-mail",
    language: { en: "in English", ar: "in Arabic" },
    noPhone: "No phone number to reply on WhatsApp.",
  },
  ar: {
    title: "الرد",
    whatsapp: "رد عبر واتساب",
    call: "اتصال",
    email: "رد بالبريد الإلكتروني",
    language: { en: "بالإنجليزية", ar: "بالعربية" },
    noPhone: "لا يوجد رقم هاتف للرد عبر واتساب.",
  },
} as const;

/**
 * On a lead: one-click replies on WhatsApp and by e-mail, the text prefilled in the lead's language, and a call
 * (tap-to-call on a phone).
 */
export function LeadReplyField() {
  const { i18n } = useTranslation();
  const t = text[i18n.language === "ar" ? "ar" : "en"];
  const lead = useFormFields(([fields]) => ({
    ref: String(fields.ref?.value ?? ""),
    name: fields.name?.value as string | null,
    email: fields.email?.value as string | null,
    phone: fields.phone?.value as string | null,
    locale: fields.locale?.value === "ar" ? "ar" : "en",
  })) as ReplyLead;
  if (!lead.ref) return null;
  const whatsapp = whatsappLink(lead);
  const call = callLink(lead);
  const mail = mailtoLink(lead);
  return (
    <div style={{ marginBottom: "1.5rem" }} data-testid="lead-reply">
      <p style={{ margin: "0 0 0.5rem", fontWeight: 600 }}>
        {t.title} ({t.language[lead.locale]})
      </p>
      <div style={{ display: "flex", gap: "0.75rem", flexWrap: "wrap", alignItems: "center" }}>
        {whatsapp ? (
          <a href={whatsapp} target="_blank" rel="noopener noreferrer" style={adminButton}>
            {t.whatsapp}
          </a>
        ) : (
          <span>{t.noPhone}</span>
        )}
        {call && (
          <a href={call} style={adminButton} data-testid="lead-call">
            {t.call} <bdi dir="ltr">{lead.phone}</bdi>
          </a>
        )}
        {mail && (
          <a href={mail} style={adminButton}>
            {t.email}
          </a>
        )}
      </div>
    </div>
  );
}

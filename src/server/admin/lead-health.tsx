import type { ServerProps } from "payload";
import { container } from "@/server/container";
import { hasRole } from "@/cms/access";
import { adminButton, adminPanel } from "@/cms/admin/button-style";

const text = {
  en: {
    title: "Mail and spam",
    outbox: "Outbox",
    statuses: { pending: "waiting", sending: "sending", sent: "sent", dead: "failed for good", skipped: "skipped" },
    dead: "Failed for good (after every retry, or refused by the mail server)",
    noDead: "No failed deliveries.",
    resend: "Send again",
    spam: "Suspected spam (stored, not mailed, not in the desk)",
    noSpam: "No suspected spam.",
    release: "Not spam: send it on",
    unchanged: "Nothing changed: that delivery or lead had already been handled.",
    kinds: { provider_notification: "notification", visitor_ack: "acknowledgement", desk_mirror: "copy to the desk" },
  },
  ar: {
    title: "البريد والرسائل المزعجة",
    outbox: "صندوق الإرسال",
    statuses: {
      pending: "في الانتظار",
      sending: "قيد الإرسال",
      sent: "أُرسلت",
      dead: "تعذّر إرسالها نهائيًا",
      skipped: "تم تخطيها",
    },
    dead: "تعذّر إرسالها نهائيًا (بعد كل المحاولات، أو رفضها خادم البريد)",
    noDead: "لا توجد رسائل تعذّر إرسالها.",
    resend: "إعادة الإرسال",
    spam: "يُشتبه في أنها رسائل مزعجة (محفوظة، لم تُرسل ولم تُنقل إلى الطلبات الواردة)",
    noSpam: "لا توجد رسائل يُشتبه في أنها مزعجة.",
    release: "ليست مزعجة: أرسلها",
    unchanged: "لم يتغير شيء: سبق التعامل مع هذا الإرسال أو هذا الطلب.",
    kinds: { provider_notification: "إشعار", visitor_ack: "تأكيد استلام", desk_mirror: "نسخة إلى الطلبات الواردة" },
  },
} as const;

/** On the dashboard, for sales and admins: the outbox by status, failed deliveries to send again, suspected spam. */
export async function LeadHealth({ i18n, user, searchParams }: ServerProps) {
  if (!hasRole(user, "admin", "sales")) return null;
  const t = text[i18n?.language === "ar" ? "ar" : "en"];
  const { store } = container();
  const [summary, dead, spam] = await Promise.all([
    store.outboxSummary(),
    store.listOutbox({ status: "dead", limit: 20 }),
    store.listLeads({ spam: true, limit: 20 }),
  ]);
  const row = { display: "flex", gap: "0.75rem", alignItems: "center", flexWrap: "wrap", margin: "0.25rem 0" } as const;
  return (
    <section id="lead-health" aria-labelledby="lead-health-title" data-testid="lead-health" style={adminPanel}>
      <h2 id="lead-health-title" style={{ margin: "0 0 0.75rem" }}>
        {t.title}
      </h2>
      {searchParams?.["lead-health"] === "unchanged" && <p role="status">{t.unchanged}</p>}
      <p style={{ margin: "0 0 0.75rem" }}>
        <strong>{t.outbox}:</strong>{" "}
        {(Object.keys(t.statuses) as (keyof typeof t.statuses)[])
          .map((status) => `${summary[status]} ${t.statuses[status]}`)
          .join(" · ")}
      </p>
      <h3 style={{ margin: "0.75rem 0 0.25rem" }}>{t.dead}</h3>
      {dead.length === 0 ? (
        <p>{t.noDead}</p>
      ) : (
        dead.map((mail) => (
          <form key={mail.id} method="post" action={`/cms-api/leads/outbox/${mail.id}/resend`} style={row}>
            <bdi dir="ltr">{mail.leadRef}</bdi> {t.kinds[mail.kind]} <small>{mail.lastError}</small>
            <button type="submit" style={{ ...adminButton, cursor: "pointer" }}>
              {t.resend}
            </button>
          </form>
        ))
      )}
      <h3 style={{ margin: "0.75rem 0 0.25rem" }}>{t.spam}</h3>
      {spam.length === 0 ? (
        <p>{t.noSpam}</p>
      ) : (
        spam.map((lead) => (
          <form key={lead.ref} method="post" action={`/cms-api/leads/spam/${lead.ref}/release`} style={row}>
            <bdi dir="ltr">{lead.ref}</bdi> <bdi dir="ltr">{lead.email}</bdi>{" "}
            {new Date(lead.createdAt).toISOString().slice(0, 16).replace("T", " ")}
            <button type="submit" style={{ ...adminButton, cursor: "pointer" }}>
              {t.release}
            </button>
          </form>
        ))
      )}
    </section>
  );
}

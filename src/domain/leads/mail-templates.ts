import { arabicCount } from "../../lib/arabic-count";
import { cairoWallClock } from "../../lib/cairo-clock";
import { localizedPath } from "../../lib/localized-path";
import { ackText, fill } from "./mail-text";
import type { LeadKind, Locale, MailMessage, NewLead, NewMail } from "./types";

/** What the mail templates need to know about the provider (from the site configuration). */
export interface MailContext {
  brand: { en: string; ar: string };
  providerMailbox: string;
  phone: string;
  siteEmail: string;
  /** Domain used in Message-IDs. */
  messageIdDomain: string;
  /** The sender's display name and address ("Brand <info@…>"), used unless the server configures its own. */
  from: string;
  /** English and visitor-language names of catalogue courses, by id. */
  courseName(id: string, locale: Locale): string;
  /** English label of a training-interest value. */
  interestLabel(value: string): string;
  /** The address of the lead in the team's lead desk (the admin), by its reference. */
  deskUrl(ref: string): string;
  /** The site's public address (SITE_URL), for the links in a subscriber's mails. */
  siteUrl: string;
}

/** A paragraph with a link: the text, then the address on a line of its own (and as a link in HTML). */
type Line = string | [string, string] | { text: string; url: string };

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Date and time of the request in Alexandria (the spec's request_date and request_time). */
export function cairoDateTime(ms: number): { date: string; time: string } {
  const { year, month, day, hour, minute } = cairoWallClock(ms);
  return { date: `${year}-${month}-${day}`, time: `${hour}:${minute} (Africa/Cairo)` };
}

function textAndHtml(lines: Line[]): { text: string; html: string } {
  const text = lines
    .map((l) => (Array.isArray(l) ? `${l[0]}: ${l[1]}` : typeof l === "string" ? l : `${l.text}\n${l.url}`))
    .join("\n");
  const html = lines
    .map((l) =>
      Array.isArray(l)
        ? `<p><strong>${escapeHtml(l[0])}:</strong> ${escapeHtml(l[1]).replace(/\n/g, "<br>")}</p>`
        : typeof l === "string"
          ? `<p>${escapeHtml(l).replace(/\n/g, "<br>")}</p>`
          : `<p>${escapeHtml(l.text)}<br><a href="${escapeHtml(l.url)}" dir="ltr">${escapeHtml(l.url)}</a></p>`,
    )
    .join("\n");
  return { text, html };
}

/** A page of the site in the visitor's language, with a link token (built from our own configuration only). */
function siteLink(ctx: MailContext, route: string, locale: Locale, token: string): string {
  return `${ctx.siteUrl.replace(/\/$/, "")}${localizedPath(route, locale)}?t=${encodeURIComponent(token)}`;
}

/**
 * Bidi embedding, override and isolate controls (U+202A-U+202E, U+2066-U+2069) can make a message read
 * differently in the provider's mail client ("gnp.exe" shown for "exe.png"). The stored text keeps them;
 * what the provider reads shows each as a visible code instead.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
export function neutraliseBidi(text: string): string {
  return text.replace(BIDI_CONTROLS, (c) => `[U+${c.codePointAt(0)!.toString(16).toUpperCase()}]`);
}

/** A field the visitor typed, as the provider reads it. */
const str = (v: unknown) => (typeof v === "string" ? neutraliseBidi(v) : "");

/** The spec's template parameters for the provider notification (EmailJS) and the same facts as a mail body. */
function notificationParams(lead: NewLead, ctx: MailContext): Record<string, string> {
  const d = lead.data;
  const { date, time } = cairoDateTime(lead.createdAt);
  const base = {
    to_name: `${ctx.brand.en} team`,
    user_email: lead.email,
    user_phone: str(d.phone) || "Not provided",
    reply_to: lead.email,
    request_date: date,
    request_time: time,
    reference: lead.ref,
    language: lead.locale === "ar" ? "Arabic" : "English",
  };
  switch (lead.kind) {
    case "contact":
      return {
        ...base,
        from_name: `${str(d.firstName)} ${str(d.lastName)}`.trim(),
        training_interest: str(d.trainingInterest) ? ctx.interestLabel(str(d.trainingInterest)) : "Not specified",
        message: str(d.message),
      };
    case "plan": {
      const courses = Array.isArray(d.courses) ? (d.courses as string[]) : [];
      return {
        ...base,
        to_email: ctx.providerMailbox,
        from_name: str(d.fullName),
        course_name: courses.map((id) => ctx.courseName(id, "en")).join(", "),
        message: str(d.message) || "Learning plan submission",
      };
    }
    case "seat":
    case "interest":
      return {
        ...base,
        to_email: ctx.providerMailbox,
        from_name: str(d.fullName),
        course_name: offering(d, "en"),
        message: str(d.message) || (lead.kind === "seat" ? "Seat request" : "Interest list sign-up"),
      };
    case "level-test":
      return {
        ...base,
        to_email: ctx.providerMailbox,
        from_name: str(d.fullName),
        course_name: offering(d, "en"),
        message: `English level test: ${str(d.level)} (${str(d.summary)}). Wants a call about the free placement interview.`,
      };
    case "corporate": {
      const list = (v: unknown) => (Array.isArray(v) ? (v as string[]) : []);
      const topics = [
        ...list(d.areas).map((area) => ctx.interestLabel(area)),
        ...list(d.courses).map((id) => ctx.courseName(id, "en")),
      ];
      return {
        ...base,
        to_email: ctx.providerMailbox,
        from_name: `${str(d.fullName)}${str(d.role) ? `, ${str(d.role)}` : ""} (${str(d.company)})`,
        course_name: topics.join(", "),
        message: [
          `Company: ${str(d.company)}`,
          `People to train: ${str(d.teamSize)}`,
          `Where: ${deliveryLabels[str(d.delivery)] ?? str(d.delivery)}`,
          `Preferred start: ${list(d.months).map(monthLabel).join(", ") || "Not specified"}`,
          ...(str(d.message) ? [str(d.message)] : []),
        ].join("\n"),
      };
    }
    case "newsletter":
      return {
        ...base,
        from_name: "Newsletter subscriber",
        training_interest: "Not specified",
        message: "Newsletter subscription, confirmed by the address's owner through the link mailed to it",
      };
  }
}

const notificationSubject: Record<LeadKind, string> = {
  contact: "New contact message",
  plan: "New learning plan",
  newsletter: "New newsletter subscriber",
  seat: "New seat request",
  interest: "New interest list sign-up",
  "level-test": "New English level test result",
  corporate: "New corporate training request",
};

const monthLabel = (month: string) =>
  new Intl.DateTimeFormat("en", { month: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2026, Number(month) - 1, 15)),
  );

const deliveryLabels: Record<string, string> = {
  centre: "At the centre",
  online: "Online",
  company: "At the company",
};

/** The course (and date) a seat request or an interest sign-up is for, as stored with the lead. */
function offering(data: Record<string, unknown>, locale: Locale): string {
  const value = data.offering as Partial<Record<Locale, string>> | undefined;
  return value?.[locale] ?? (typeof data.course === "string" ? data.course : "");
}

const paramLabels: [string, string][] = [
  ["reference", "Reference"],
  ["from_name", "Name"],
  ["user_email", "Email"],
  ["user_phone", "Phone"],
  ["training_interest", "Training interest"],
  ["course_name", "Courses"],
  ["message", "Message"],
  ["language", "Language"],
  ["request_date", "Date"],
  ["request_time", "Time"],
];

/**
 * The two mails of a lead: a notification to the provider and an acknowledgement to the visitor. A newsletter
 * subscriber's pair is sent once the address is confirmed, with the unsubscribe link's token.
 */
export function buildLeadMails(lead: NewLead, ctx: MailContext, unsubscribeToken?: string): NewMail[] {
  const params = notificationParams(lead, ctx);
  const notice = textAndHtml(
    paramLabels.filter(([key]) => params[key] !== undefined).map(([key, label]) => [label, params[key]!]),
  );
  // The desk address is built from our own configuration and reference only: no visitor text in it.
  const desk = ctx.deskUrl(lead.ref);
  notice.text += `\n\nOpen in the lead desk: ${desk}`;
  notice.html += `\n<p><a href="${escapeHtml(desk)}">Open in the lead desk</a></p>`;
  const notification: MailMessage = {
    messageId: `<${lead.ref}.notification@${ctx.messageIdDomain}>`,
    from: ctx.from,
    to: ctx.providerMailbox,
    replyTo: lead.email,
    // Only fixed words and our own reference: visitor text never reaches a header.
    subject: `${notificationSubject[lead.kind]} ${lead.ref}`,
    text: notice.text,
    html: notice.html,
    emailjs: {
      template: lead.kind === "contact" || lead.kind === "newsletter" ? "contact" : "plan",
      params: { ...params, desk_url: desk },
    },
  };

  const words = ackText[lead.locale];
  const values = { ref: lead.ref, phone: ctx.phone, email: ctx.siteEmail, brand: ctx.brand[lead.locale] };
  const courseLines =
    lead.kind === "plan" && Array.isArray(lead.data.courses)
      ? [
          words.common.courses!,
          ...(lead.data.courses as string[]).map((id, i) => `${i + 1}. ${ctx.courseName(id, lead.locale)}`),
        ]
      : [];
  // RFC 8058: the mail program's one-click POST goes to the API; the visible link to a page with a button.
  const unsubscribe = unsubscribeToken
    ? {
        page: siteLink(ctx, "/newsletter/unsubscribe", lead.locale, unsubscribeToken),
        oneClick: `${ctx.siteUrl.replace(/\/$/, "")}/api/newsletter/unsubscribe?t=${encodeURIComponent(unsubscribeToken)}`,
      }
    : undefined;
  const ackBody = textAndHtml([
    words.common.greeting!,
    words[lead.kind].lead,
    ...(lead.kind === "newsletter" ? [] : [fill(words.common.reference!, values)]),
    ...courseLines,
    ...(lead.kind === "level-test" ? [fill(words.common.level!, { level: str(lead.data.level) })] : []),
    ...(lead.kind === "seat" || lead.kind === "interest" || lead.kind === "level-test"
      ? [fill(words.common.offering!, { offering: offering(lead.data, lead.locale) })]
      : []),
    ...(unsubscribe ? [{ text: words.common.unsubscribe!, url: unsubscribe.page }] : []),
    fill(words.common.contact!, values),
    ...(lead.kind === "newsletter" ? [] : [words.common.notYou!]),
    fill(words.common.signature!, values),
  ]);
  const dir = lead.locale === "ar" ? "rtl" : "ltr";
  const ack: MailMessage = {
    messageId: `<${lead.ref}.ack@${ctx.messageIdDomain}>`,
    from: ctx.from,
    to: lead.email,
    subject: fill(words[lead.kind].subject, values),
    text: ackBody.text,
    html: `<div dir="${dir}" lang="${lead.locale}">${ackBody.html}</div>`,
    ...(unsubscribe
      ? {
          headers: {
            "List-Unsubscribe": `<${unsubscribe.oneClick}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          },
        }
      : {}),
    emailjs: {
      template: "ack",
      params: {
        to_email: lead.email,
        subject: fill(words[lead.kind].subject, values),
        message: ackBody.text,
        reference: lead.ref,
      },
    },
  };
  return [
    { kind: "provider_notification", message: notification },
    { kind: "visitor_ack", message: ack },
  ];
}

/** A confirmed subscriber's mails: the provider's notification and the welcome, with its unsubscribe link. */
export function subscriberMails(lead: NewLead, ctx: MailContext, unsubscribeToken: string): NewMail[] {
  return buildLeadMails(lead, ctx, unsubscribeToken);
}

/** "7 days", "7 أيام", "يومين", "14 يومًا": a number of days with its noun, by each language's plural rules. */
export const dayCount = (locale: Locale, days: number): string =>
  locale === "ar"
    ? arabicCount(days, { one: "يوم واحد", two: "يومين", few: "{n} أيام", many: "{n} يومًا", other: "{n} يوم" })
    : `${days} day${days === 1 ? "" : "s"}`;

/**
 * The double opt-in mail of a newsletter sign-up: the link that confirms it, how long it works, and that nothing
 * happens if it is ignored. Not a subscriber's mail yet, so it carries no unsubscribe header.
 */
export function confirmationMail(lead: NewLead, ctx: MailContext, token: string, days: number): NewMail {
  const words = ackText[lead.locale];
  const values = {
    phone: ctx.phone,
    email: ctx.siteEmail,
    brand: ctx.brand[lead.locale],
    days: dayCount(lead.locale, days),
  };
  const body = textAndHtml([
    words.common.greeting!,
    { text: fill(words.common.confirmLead!, values), url: siteLink(ctx, "/newsletter/confirm", lead.locale, token) },
    fill(words.common.confirmExpiry!, values),
    words.common.confirmIgnore!,
    fill(words.common.signature!, values),
  ]);
  const subject = fill(words.common.confirmSubject!, values);
  return {
    kind: "visitor_ack",
    message: {
      messageId: `<${lead.ref}.confirm@${ctx.messageIdDomain}>`,
      from: ctx.from,
      to: lead.email,
      subject,
      text: body.text,
      html: `<div dir="${lead.locale === "ar" ? "rtl" : "ltr"}" lang="${lead.locale}">${body.html}</div>`,
      emailjs: { template: "ack", params: { to_email: lead.email, subject, message: body.text, reference: lead.ref } },
    },
  };
}

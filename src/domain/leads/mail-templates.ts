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
  /** The language the provider's team reads its notifications in (the business details' choice). */
  teamLocale: Locale;
  /** English and visitor-language names of catalogue courses, by id. */
  courseName(id: string, locale: Locale): string;
  /** The label of a training-interest value, in a language. */
  interestLabel(value: string, locale: Locale): string;
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
export function cairoDateTime(ms: number, locale: Locale = "en"): { date: string; time: string } {
  const { year, month, day, hour, minute } = cairoWallClock(ms);
  return {
    date: `${year}-${month}-${day}`,
    time: `${hour}:${minute} ${locale === "ar" ? "(بتوقيت القاهرة)" : "(Africa/Cairo)"}`,
  };
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

/** The fixed words of the provider's notification, in the team's language (MailContext.teamLocale). */
const noticeText = {
  en: {
    team: (brand: string) => `${brand} team`,
    notProvided: "Not provided",
    notSpecified: "Not specified",
    languages: { en: "English", ar: "Arabic" },
    plan: "Learning plan submission",
    seat: "Seat request",
    interest: "Interest list sign-up",
    levelTest: (level: string, summary: string) =>
      `English level test: ${level} (${summary}). Wants a call about the free placement interview.`,
    company: "Company",
    teamSize: "People to train",
    where: "Where",
    start: "Preferred start",
    delivery: { centre: "At the centre", online: "Online", company: "At the company" } as Record<string, string>,
    subscriber: "Newsletter subscriber",
    subscription: "Newsletter subscription, confirmed by the address's owner through the link mailed to it",
    desk: "Open in the lead desk",
    subjects: {
      contact: "New contact message",
      plan: "New learning plan",
      newsletter: "New newsletter subscriber",
      seat: "New seat request",
      interest: "New interest list sign-up",
      "level-test": "New English level test result",
      corporate: "New corporate training request",
    } satisfies Record<LeadKind, string>,
    labels: {
      reference: "Reference",
      from_name: "Name",
      user_email: "Email",
      user_phone: "Phone",
      training_interest: "Training interest",
      course_name: "Courses",
      message: "Message",
      language: "Language",
      request_date: "Date",
      request_time: "Time",
    } as Record<string, string>,
  },
  ar: {
    team: (brand: string) => `فريق ${brand}`,
    notProvided: "لم يُذكر",
    notSpecified: "لم يُحدَّد",
    languages: { en: "الإنجليزية", ar: "العربية" },
    plan: "إرسال خطة تدريبية",
    seat: "طلب حجز مقعد",
    interest: "تسجيل في قائمة المهتمين",
    levelTest: (level: string, summary: string) =>
      `اختبار تحديد مستوى اللغة الإنجليزية: ${level} (${summary}). يرغب في مكالمة بشأن مقابلة تحديد المستوى المجانية.`,
    company: "الشركة",
    teamSize: "عدد المتدربين",
    where: "مكان التدريب",
    start: "موعد البدء المفضل",
    delivery: { centre: "في المركز", online: "عبر الإنترنت", company: "في مقر الشركة" } as Record<string, string>,
    subscriber: "مشترك في النشرة البريدية",
    subscription: "اشتراك في النشرة البريدية، أكّده صاحب العنوان من خلال الرابط المرسل إليه",
    desk: "افتحه في الطلبات الواردة",
    subjects: {
      contact: "رسالة تواصل جديدة",
      plan: "خطة تدريبية جديدة",
      newsletter: "مشترك جديد في النشرة البريدية",
      seat: "طلب جديد لحجز مقعد",
      interest: "تسجيل جديد في قائمة المهتمين",
      "level-test": "نتيجة جديدة لاختبار تحديد مستوى اللغة الإنجليزية",
      corporate: "طلب جديد لتدريب الشركات",
    } satisfies Record<LeadKind, string>,
    labels: {
      reference: "المرجع",
      from_name: "الاسم",
      user_email: "البريد الإلكتروني",
      user_phone: "الهاتف",
      training_interest: "مجال الاهتمام",
      course_name: "الدورات",
      message: "الرسالة",
      language: "اللغة",
      request_date: "التاريخ",
      request_time: "الوقت",
    } as Record<string, string>,
  },
};

/**
 * The spec's template parameters for the provider notification (EmailJS) and the same facts as a mail body, in
 * the team's language; what the visitor typed as they typed it.
 */
function notificationParams(lead: NewLead, ctx: MailContext): Record<string, string> {
  const d = lead.data;
  const team = ctx.teamLocale;
  const words = noticeText[team];
  const { date, time } = cairoDateTime(lead.createdAt, team);
  const base = {
    to_name: words.team(ctx.brand[team]),
    user_email: lead.email,
    user_phone: str(d.phone) || words.notProvided,
    reply_to: lead.email,
    request_date: date,
    request_time: time,
    reference: lead.ref,
    language: words.languages[lead.locale],
  };
  switch (lead.kind) {
    case "contact":
      return {
        ...base,
        from_name: `${str(d.firstName)} ${str(d.lastName)}`.trim(),
        training_interest: str(d.trainingInterest)
          ? ctx.interestLabel(str(d.trainingInterest), team)
          : words.notSpecified,
        message: str(d.message),
      };
    case "plan": {
      const courses = Array.isArray(d.courses) ? (d.courses as string[]) : [];
      return {
        ...base,
        to_email: ctx.providerMailbox,
        from_name: str(d.fullName),
        course_name: courses.map((id) => ctx.courseName(id, team)).join(team === "ar" ? "، " : ", "),
        message: str(d.message) || words.plan,
      };
    }
    case "seat":
    case "interest":
      return {
        ...base,
        to_email: ctx.providerMailbox,
        from_name: str(d.fullName),
        course_name: offering(d, team),
        message: str(d.message) || (lead.kind === "seat" ? words.seat : words.interest),
      };
    case "level-test":
      return {
        ...base,
        to_email: ctx.providerMailbox,
        from_name: str(d.fullName),
        course_name: offering(d, team),
        message: words.levelTest(str(d.level), str(d.summary)),
      };
    case "corporate": {
      const list = (v: unknown) => (Array.isArray(v) ? (v as string[]) : []);
      const topics = [
        ...list(d.areas).map((area) => ctx.interestLabel(area, team)),
        ...list(d.courses).map((id) => ctx.courseName(id, team)),
      ];
      return {
        ...base,
        to_email: ctx.providerMailbox,
        from_name: `${str(d.fullName)}${str(d.role) ? `, ${str(d.role)}` : ""} (${str(d.company)})`,
        course_name: topics.join(team === "ar" ? "، " : ", "),
        message: [
          `${words.company}: ${str(d.company)}`,
          `${words.teamSize}: ${str(d.teamSize)}`,
          `${words.where}: ${words.delivery[str(d.delivery)] ?? str(d.delivery)}`,
          `${words.start}: ${
            list(d.months)
              .map((month) => monthLabel(month, team))
              .join(team === "ar" ? "، " : ", ") || words.notSpecified
          }`,
          ...(str(d.message) ? [str(d.message)] : []),
        ].join("\n"),
      };
    }
    case "newsletter":
      return {
        ...base,
        from_name: words.subscriber,
        training_interest: words.notSpecified,
        message: words.subscription,
      };
  }
}

const monthLabel = (month: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === "ar" ? "ar-EG" : "en", { month: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2026, Number(month) - 1, 15)),
  );

/** The course (and date) a seat request or an interest sign-up is for, as stored with the lead. */
function offering(data: Record<string, unknown>, locale: Locale): string {
  const value = data.offering as Partial<Record<Locale, string>> | undefined;
  return value?.[locale] ?? (typeof data.course === "string" ? data.course : "");
}

/** The facts of a notification, in the order the mail lists them. */
const paramOrder = [
  "reference",
  "from_name",
  "user_email",
  "user_phone",
  "training_interest",
  "course_name",
  "message",
  "language",
  "request_date",
  "request_time",
];

/**
 * The two mails of a lead: a notification to the provider, in the team's language, and an acknowledgement to the
 * visitor, in the visitor's. A newsletter subscriber's pair is sent once the address is confirmed, with the
 * unsubscribe link's token.
 */
export function buildLeadMails(lead: NewLead, ctx: MailContext, unsubscribeToken?: string): NewMail[] {
  const params = notificationParams(lead, ctx);
  const team = noticeText[ctx.teamLocale];
  const notice = textAndHtml(
    paramOrder.filter((key) => params[key] !== undefined).map((key) => [team.labels[key]!, params[key]!]),
  );
  // The desk address is built from our own configuration and reference only: no visitor text in it.
  const desk = ctx.deskUrl(lead.ref);
  notice.text += `\n\n${team.desk}: ${desk}`;
  notice.html += `\n<p><a href="${escapeHtml(desk)}">${team.desk}</a></p>`;
  const notification: MailMessage = {
    messageId: `<${lead.ref}.notification@${ctx.messageIdDomain}>`,
    from: ctx.from,
    to: ctx.providerMailbox,
    replyTo: lead.email,
    // Only fixed words and our own reference: visitor text never reaches a header.
    subject: `${team.subjects[lead.kind]} ${lead.ref}`,
    text: notice.text,
    // In Arabic, laid out right to left (the desk's link and the visitor's address keep theirs by the bidi rules).
    html: ctx.teamLocale === "ar" ? `<div dir="rtl" lang="ar">${notice.html}</div>` : notice.html,
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

import type { ServerProps } from "payload";
import { hasRole } from "../access";
import { deskStats, followUpsDue, PROMISE_MS, UNKNOWN_PAGE } from "../leads/stats";
import { arabicCount } from "@/lib/arabic-count";
import { adminButton, adminPanel } from "./button-style";

const WEEKS = 8;
/** The admin is not a page of the site's languages: a plain link, as the launch checklist's. */
const LEADS_LIST = "/admin/collections/leads";

/** Each kind's own list; the newsletter's is its confirmed subscribers who have not unsubscribed. */
const kindList = (kind: string) =>
  kind === "newsletter"
    ? `${LEADS_LIST}?where[kind][equals]=newsletter&where[confirmedAt][exists]=true&where[unsubscribedAt][exists]=false`
    : `${LEADS_LIST}?where[kind][equals]=${kind}`;

const text = {
  en: {
    title: "Lead desk: the last 8 weeks",
    week: "Week of",
    total: "Leads",
    kinds: {
      contact: "Contact form",
      plan: "Learning plan",
      seat: "Seat request",
      interest: "Interest list",
      "level-test": "Level test",
      corporate: "Corporate",
      newsletter: "Newsletter",
    },
    interest: "Interest lists by course (which course to schedule next)",
    pages: "Landing pages",
    unknownPage: "not recorded",
    sources: "Sources (UTM source, else the referring site)",
    direct: "direct or not recorded",
    promise: "First contact (the 24-hour promise)",
    within: "within 24 h",
    late: "after 24 h",
    waiting: "still new after 24 h",
    median: "median time to first contact",
    none: "no lead contacted yet",
    hours: (h: number) => `${h} h`,
    open: "Open the leads",
    due: "All follow-ups due today or overdue",
    dueOpen: "open them",
    mine: "Your follow-ups due today or overdue",
    mineOpen: "Open your follow-ups",
  },
  ar: {
    title: "الطلبات الواردة: آخر 8 أسابيع",
    week: "أسبوع",
    total: "الطلبات",
    kinds: {
      contact: "نموذج التواصل",
      plan: "خطة تدريبية",
      seat: "طلب حجز مقعد",
      interest: "قائمة المهتمين",
      "level-test": "اختبار المستوى",
      corporate: "شركات",
      newsletter: "النشرة البريدية",
    },
    interest: "قوائم المهتمين حسب الدورة (أي دورة تُجدول بعد ذلك)",
    pages: "صفحات الدخول",
    unknownPage: "غير مسجّلة",
    sources: "المصادر (مصدر UTM، وإلا الموقع المحيل)",
    direct: "مباشر أو غير مسجّل",
    promise: "أول تواصل (وعد الرد خلال 24 ساعة)",
    within: "خلال 24 ساعة",
    late: "بعد 24 ساعة",
    waiting: "ما زالت جديدة بعد 24 ساعة",
    median: "الوسيط لزمن أول تواصل",
    none: "لم يتم التواصل مع أي طلب بعد",
    hours: (h: number) =>
      arabicCount(h, { one: "ساعة واحدة", two: "ساعتان", few: "{n} ساعات", many: "{n} ساعة", other: "{n} ساعة" }),
    open: "فتح الطلبات الواردة",
    due: "كل المتابعات المستحقة اليوم أو المتأخرة",
    dueOpen: "اعرضها",
    mine: "متابعاتك المستحقة اليوم أو المتأخرة",
    mineOpen: "افتح متابعاتك",
  },
} as const;

const cell = { padding: "0.25rem 0.75rem", textAlign: "start" } as const;

/** The figures of the last WEEKS weeks, read now. */
async function recentStats(payload: ServerProps["payload"]) {
  const now = Date.now();
  const since = new Date(now - WEEKS * 7 * 24 * 3_600_000).toISOString();
  const { docs } = await payload.find({
    collection: "leads",
    // A newsletter sign-up counts once its address confirmed it (its list shows only those too).
    where: {
      and: [
        { receivedAt: { greater_than_equal: since } },
        { or: [{ kind: { not_equals: "newsletter" } }, { confirmedAt: { exists: true } }] },
      ],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { kind: true, receivedAt: true, history: true, source: true, courseIds: true },
  });
  return deskStats(docs, now, WEEKS);
}

/** The follow-ups due today or overdue, counted now, and the list that shows them. */
async function dueFollowUps(payload: ServerProps["payload"]) {
  const { where, href } = followUpsDue(Date.now(), LEADS_LIST);
  const { totalDocs } = await payload.count({ collection: "leads", where, overrideAccess: true });
  return { href, count: totalDocs };
}

/**
 * The staff member's own follow-ups due today (Alexandria's day) or overdue, not enrolled or lost: counted with
 * their own access, and the list of exactly those, soonest first.
 */
export async function myDueFollowUps(payload: ServerProps["payload"], user: NonNullable<ServerProps["user"]>) {
  const { where, href } = followUpsDue(Date.now(), LEADS_LIST, user.id);
  const { totalDocs } = await payload.count({
    collection: "leads",
    where,
    overrideAccess: false,
    user: { ...user, collection: "users" },
  });
  return { href, count: totalDocs };
}

/** A link a thumb can hit on a phone (44 px high at least), in the admin's colours. */
const bigLink = {
  ...adminButton,
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  boxSizing: "border-box",
  fontWeight: 600,
} as const;

/** On the dashboard, for sales and admins: leads per week by kind, landing pages, sources, and time to first contact. */
export async function LeadDeskSummary({ payload, i18n, user }: ServerProps) {
  if (!hasRole(user, "admin", "sales")) return null;
  const language = i18n?.language === "ar" ? "ar" : "en";
  const t = text[language];
  const stats = await recentStats(payload);
  const due = await dueFollowUps(payload);
  const dueCount = due.count;
  const mine = await myDueFollowUps(payload, user!);
  const kinds = ["contact", "plan", "seat", "interest", "level-test", "corporate", "newsletter"] as const;
  const { withinPromise, late, waitingPastPromise, medianMs } = stats.firstContact;
  const number = new Intl.NumberFormat(language === "ar" ? "ar-EG" : "en", { numberingSystem: "latn" });
  return (
    <section aria-labelledby="lead-desk-summary-title" data-testid="lead-desk-summary" style={adminPanel}>
      <h2 id="lead-desk-summary-title" style={{ margin: "0 0 0.75rem" }}>
        {t.title}
      </h2>
      {/* Where a salesperson's day starts: their own leads to call back today (and the ones already late), one tap
          from the dashboard. */}
      <p
        style={{ margin: "0 0 0.75rem", display: "flex", flexWrap: "wrap", alignItems: "center", gap: "0.5rem 1rem" }}
        data-testid="desk-my-follow-ups"
      >
        <span>
          <strong>{t.mine}:</strong> <span data-testid="desk-my-follow-ups-count">{number.format(mine.count)}</span>
        </span>
        {mine.count > 0 && (
          <a href={mine.href} style={bigLink} data-testid="desk-my-follow-ups-open">
            {t.mineOpen}
          </a>
        )}
      </p>
      {/* And the whole team's, for whoever shares out the calls. */}
      <p style={{ margin: "0 0 0.75rem" }} data-testid="desk-follow-ups">
        <strong>{t.due}:</strong> {number.format(dueCount)}
        {dueCount > 0 && (
          <>
            {" · "}
            <a href={due.href}>{t.dueOpen}</a>
          </>
        )}
      </p>
      <p style={{ margin: "0 0 0.75rem" }}>
        <strong>{t.promise}:</strong> {number.format(withinPromise)} {t.within} · {number.format(late)} {t.late} ·{" "}
        {number.format(waitingPastPromise)} {t.waiting} ·{" "}
        {medianMs === null
          ? t.none
          : `${t.median} ${t.hours(Number((medianMs / 3_600_000).toFixed(1)))}${medianMs > PROMISE_MS ? " ⚠" : ""}`}
      </p>
      <div style={{ overflowX: "auto" }} className="lead-desk-weeks">
        <table style={{ borderCollapse: "collapse", minWidth: "100%" }}>
          <thead>
            <tr>
              <th style={cell}>{t.week}</th>
              <th style={cell}>{t.total}</th>
              {kinds.map((kind) => (
                <th key={kind} style={cell}>
                  {/* Each kind's own list: a seat request, a level test or a company's request, only those. */}
                  <a href={kindList(kind)} data-testid={`desk-kind-${kind}`}>
                    {t.kinds[kind]}
                  </a>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {stats.weeks.map((week) => (
              <tr key={week.start} style={{ borderTop: "1px solid var(--theme-elevation-100)" }}>
                <td style={cell}>
                  <bdi>{week.start}</bdi>
                </td>
                <td style={cell}>{number.format(week.total)}</td>
                {kinds.map((kind) => (
                  <td key={kind} style={cell}>
                    {number.format(week.byKind[kind] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {stats.landingPages.length > 0 && (
        <p style={{ margin: "0.75rem 0 0" }}>
          <strong>{t.pages}:</strong>{" "}
          {stats.landingPages.map(([page, n], i) => (
            <span key={page}>
              {i > 0 && " · "}
              {page === UNKNOWN_PAGE ? t.unknownPage : <bdi dir="ltr">{page}</bdi>} ({number.format(n)})
            </span>
          ))}
        </p>
      )}
      {stats.interest.length > 0 && (
        <p style={{ margin: "0.75rem 0 0" }}>
          <strong>{t.interest}:</strong>{" "}
          {stats.interest.map(([course, n], i) => (
            <span key={course}>
              {i > 0 && " · "}
              <a
                href={`${LEADS_LIST}?where[kind][equals]=interest&where[courseIds][like]=${encodeURIComponent(course)}`}
              >
                <bdi dir="ltr">{course}</bdi>
              </a>{" "}
              ({number.format(n)})
            </span>
          ))}
        </p>
      )}
      {stats.sources.length > 0 && (
        <p style={{ margin: "0.75rem 0 0" }}>
          <strong>{t.sources}:</strong>{" "}
          {stats.sources.map(([source, n], i) => (
            <span key={source}>
              {i > 0 && " · "}
              {source === UNKNOWN_PAGE ? t.direct : <bdi dir="ltr">{source}</bdi>} ({number.format(n)})
            </span>
          ))}
        </p>
      )}
      <p style={{ margin: "0.75rem 0 0" }}>
        <a href={LEADS_LIST}>{t.open}</a>
      </p>
    </section>
  );
}

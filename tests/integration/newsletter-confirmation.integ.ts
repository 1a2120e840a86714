import { randomBytes } from "node:crypto";
import config from "@payload-config";
import { createLocalReq, getPayload, type Payload } from "payload";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as confirmPost } from "@/app/api/newsletter/confirm/route";
import { POST as newsletterPost } from "@/app/api/newsletter/route";
import { POST as unsubscribePost } from "@/app/api/newsletter/unsubscribe/route";
import { POST as contactPost } from "@/app/api/contact/route";
import { POST as planPost } from "@/app/api/plan/route";
import { POST as corporatePost } from "@/app/api/corporate/route";
import { LEADS_SLUG } from "@/cms/collections/leads";
import { ADMIN_CREATE_CONTEXT } from "@/cms/collections/users";
import { subscribersCsvEndpoint } from "@/cms/leads/csv";
import { cairoTimestamp } from "@/lib/cairo-clock";
import { CONFIRM_WINDOW_DAYS, LeadService } from "@/domain/leads/service";
import { leadServiceDeps } from "@/server/container";
import { erasePerson, exportPerson } from "@/server/privacy";
import { join } from "node:path";
import en from "../../messages/en.json";
import ar from "../../messages/ar.json";
import { engines } from "../support/databases";
import { startLeadPipeline } from "../support/lead-container";
import { formPost, jsonPost, validContact } from "../support/requests";

const DAY = 24 * 3_600_000;
const signUp = (email: string, locale: "en" | "ar" = "en") =>
  newsletterPost(
    formPost(
      "/api/newsletter",
      { email, locale, startedAt: String(Date.now() - 9_000) },
      { referer: "http://localhost:3000/ar/schedule?utm_source=facebook" },
    ),
  );
/** The token of the link to `route` in a mail's text. */
const tokenIn = (text: string, route: string) => new RegExp(`${route}\\?t=([A-Za-z0-9_-]{43})`).exec(text)?.[1];

describe.each(engines)("newsletter double opt-in on $name", ({ databaseUrl }) => {
  // The CMS (the desk) is one per test process: each engine's run uses addresses of its own.
  const tag = randomBytes(3).toString("hex");
  const address = (name: string) => `${name}-${tag}@example.org`;
  let pipeline: Awaited<ReturnType<typeof startLeadPipeline>>;
  let payload: Payload;
  let sales: { id: number | string; email: string };

  beforeAll(async () => {
    pipeline = await startLeadPipeline(databaseUrl);
    payload = await getPayload({ config });
    const email = `sales-${randomBytes(4).toString("hex")}@staff.example`;
    const user = await payload.create({
      collection: "users",
      data: { email, password: "amber falcon quietly lifts granite", roles: ["sales"], name: "Sales" },
      context: { [ADMIN_CREATE_CONTEXT]: true },
    });
    sales = { id: user.id, email };
  }, 60_000);
  afterAll(async () => {
    await pipeline?.close();
  });
  beforeEach(() => {
    pipeline.smtp.raw.length = 0;
  });

  const deskCopy = async (email: string) =>
    (await payload.find({ collection: LEADS_SLUG, where: { email: { equals: email } }, overrideAccess: true })).docs;

  /** The subscribers' CSV as a sales user downloads it. */
  async function subscribersCsv(): Promise<string> {
    const user = { id: sales.id, email: sales.email, roles: ["sales"], collection: "users" };
    const req = await createLocalReq({ user } as never, payload);
    const response = await subscribersCsvEndpoint.handler(req);
    expect(response.status).toBe(200);
    return response.text();
  }

  async function confirmationToken(email: string): Promise<string> {
    await pipeline.deliverAll();
    const mail = (await pipeline.smtp.mails()).find((m) =>
      JSON.stringify(m.to).toLowerCase().includes(email.toLowerCase()),
    );
    expect(mail, `a confirmation mail to ${email}`).toBeTruthy();
    return tokenIn(mail!.text ?? "", "/newsletter/confirm")!;
  }

  it("counts an address only once it confirms: a link first, then the welcome with one-click unsubscribe, the desk and the CSV", async () => {
    const email = address("huda.reader");
    const response = await signUp(email, "ar");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/ar/newsletter/subscribed");

    // Only the confirmation link goes out: no welcome, no notice to the provider, nothing on the desk yet.
    await pipeline.deliverAll();
    const [confirmation, ...others] = await pipeline.smtp.mails();
    expect(others).toHaveLength(0);
    expect(confirmation!.subject).toMatch(/^يرجى تأكيد اشتراكك في نشرة .+ البريدية$/);
    expect(confirmation!.text).toContain(`هذا الرابط صالح لمدة ${CONFIRM_WINDOW_DAYS} أيام.`);
    expect(confirmation!.headerLines.some((h) => h.key === "list-unsubscribe")).toBe(false);
    const token = tokenIn(confirmation!.text ?? "", "http://localhost:3000/ar/newsletter/confirm")!;
    expect(token).toBeTruthy();
    expect(await deskCopy(email)).toHaveLength(0);
    expect(await subscribersCsv()).not.toContain(email);
    // The token is stored as its hash only.
    const sub = await pipeline.c.store.subscriptionOf(email);
    expect(sub).toMatchObject({ status: "pending", locale: "ar" });

    // Five clicks at once (a double click, a mail scanner, two devices): one confirmation, one set of mails.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => confirmPost(formPost("/api/newsletter/confirm", { t: token, locale: "ar" }))),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(5).fill(303));
    expect(new Set(answers.map((r) => r.headers.get("location")))).toEqual(new Set(["/ar/newsletter/confirmed"]));
    pipeline.smtp.raw.length = 0;
    await pipeline.deliverAll();
    const mails = await pipeline.smtp.mails();
    expect(mails).toHaveLength(2);
    const welcome = mails.find((m) => m.subject === "اكتمل اشتراكك في نشرتنا البريدية")!;
    const header = (key: string) => welcome.headerLines.find((h) => h.key === key)?.line ?? "";
    const oneClick = /<(http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\?t=[A-Za-z0-9_-]{43})>/.exec(
      header("list-unsubscribe").replace(/\r?\n\s+/g, ""),
    )?.[1];
    expect(oneClick).toBeTruthy();
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    // The visible link: a page in the subscriber's language, with the same token.
    const unsubscribeToken = tokenIn(welcome.text ?? "", "http://localhost:3000/ar/newsletter/unsubscribe")!;
    expect(oneClick).toContain(unsubscribeToken);
    expect(welcome.html).toContain(`href="http://localhost:3000/ar/newsletter/unsubscribe?t=${unsubscribeToken}"`);
    expect(mails.find((m) => m.subject?.startsWith("New newsletter subscriber N-"))).toBeTruthy();

    const [doc] = await deskCopy(email);
    expect(doc).toMatchObject({ kind: "newsletter", locale: "ar" });
    expect(doc!.confirmedAt).toBeTruthy();
    expect(doc!.unsubscribedAt ?? null).toBeNull();
    expect(doc!.source?.page).toBe("/ar/schedule");
    expect(doc!.consent).toMatchObject({ statement: ar.Newsletter.consent, language: "ar" });
    const csv = await subscribersCsv();
    const row = csv.split("\r\n").find((line) => line.includes(email))!;
    // Times on Alexandria's clock, as the header says.
    expect(csv).toContain('"email","language","confirmed_at (Africa/Cairo)","signed_up_at (Africa/Cairo)"');
    expect(row).toContain(
      `"${email}","ar","${cairoTimestamp(doc!.confirmedAt)}","${cairoTimestamp(doc!.receivedAt)}","/ar/schedule"`,
    );

    // A later click on the same link: already confirmed, nothing sent again.
    const late = await confirmPost(formPost("/api/newsletter/confirm", { t: token, locale: "ar" }));
    expect(late.headers.get("location")).toBe("/ar/newsletter/confirmed");
    pipeline.smtp.raw.length = 0;
    await pipeline.deliverAll();
    expect(pipeline.smtp.raw).toHaveLength(0);

    // The mail program's one-click POST (RFC 8058): from anywhere, no page, no origin; the token is the key.
    const unsubscribed = await unsubscribePost(
      new Request(oneClick!, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: "https://mail.google.com",
          "x-forwarded-for": "10.77.0.1",
        },
        body: "List-Unsubscribe=One-Click",
      }),
    );
    expect(unsubscribed.status).toBe(200);
    await pipeline.deliverAll();
    const [after] = await deskCopy(email);
    expect(after!.unsubscribedAt).toBeTruthy();
    expect(after!.confirmedAt).toBe(doc!.confirmedAt);
    expect(await subscribersCsv()).not.toContain(email);
    expect(await pipeline.c.store.subscriptionOf(email)).toMatchObject({ status: "unsubscribed" });
    // The page's button on the same link afterwards: done, nothing changes.
    const again = await unsubscribePost(formPost("/api/newsletter/unsubscribe", { t: unsubscribeToken, locale: "ar" }));
    expect(again.headers.get("location")).toBe("/ar/newsletter/unsubscribe?state=done");
  });

  it("sends one link for a burst of sign-ups, and answers a subscriber's new sign-up like any other with no mail", async () => {
    const email = address("Burst.Reader");
    const burst = await Promise.all(Array.from({ length: 8 }, () => signUp(email)));
    expect(burst.map((r) => r.status)).toEqual(Array(8).fill(303));
    // Each sign-up is kept as a lead; the address has one subscription, and one link went out.
    const leads = (await pipeline.c.store.listLeads({ limit: 1000, kind: "newsletter" })).filter(
      (l) => l.email.toLowerCase() === email.toLowerCase(),
    );
    expect(leads).toHaveLength(8);
    expect(await pipeline.c.store.subscriptionOf(email)).toMatchObject({ status: "pending" });
    const token = await confirmationToken(email);
    expect(pipeline.smtp.raw).toHaveLength(1);
    await confirmPost(formPost("/api/newsletter/confirm", { t: token, locale: "en" }));
    await pipeline.deliverAll();

    // A subscriber signing up again: the same answer as anyone (nothing to learn about the address), no mail.
    pipeline.smtp.raw.length = 0;
    const json = await newsletterPost(
      jsonPost("/api/newsletter", { email: email.toLowerCase(), locale: "en", startedAt: Date.now() - 9_000 }),
    );
    expect(json.status).toBe(201);
    await pipeline.deliverAll();
    expect(pipeline.smtp.raw).toHaveLength(0);
  });

  it("unsubscribes with the page's button, and a new sign-up afterwards asks for confirmation again", async () => {
    const email = address("again.reader");
    await signUp(email);
    const token = await confirmationToken(email);
    pipeline.smtp.raw.length = 0;
    await confirmPost(formPost("/api/newsletter/confirm", { t: token, locale: "en" }));
    await pipeline.deliverAll();
    const welcome = (await pipeline.smtp.mails()).find((m) => m.subject === "You are subscribed to our newsletter")!;
    expect(welcome.text).toContain("You can unsubscribe at any time with this link:");
    const unsubscribeToken = tokenIn(welcome.text ?? "", "http://localhost:3000/newsletter/unsubscribe")!;

    const done = await unsubscribePost(formPost("/api/newsletter/unsubscribe", { t: unsubscribeToken, locale: "en" }));
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/newsletter/unsubscribe?state=done");
    const forged = await unsubscribePost(
      formPost(
        "/api/newsletter/unsubscribe",
        { t: unsubscribeToken, locale: "en" },
        { origin: "https://evil.example" },
      ),
    );
    expect(forged.status).toBe(403);
    await pipeline.deliverAll();
    expect((await deskCopy(email))[0]?.unsubscribedAt).toBeTruthy();

    pipeline.smtp.raw.length = 0;
    await signUp(email);
    const fresh = await confirmationToken(email);
    expect(fresh).not.toBe(token);
    expect(await pipeline.c.store.subscriptionOf(email)).toMatchObject({ status: "pending" });
    await confirmPost(formPost("/api/newsletter/confirm", { t: fresh, locale: "en" }));
    await pipeline.deliverAll();
    // Two desk copies (two sign-ups), one of them a subscriber: the CSV lists the address once.
    expect(await deskCopy(email)).toHaveLength(2);
    expect((await subscribersCsv()).split(email)).toHaveLength(2);
  });

  it("refuses an expired or unknown link and changes nothing; expired sign-ups are swept", async () => {
    const email = address("late.reader");
    // Signed up eight days ago (the service's clock), never confirmed.
    const past = new LeadService({
      ...leadServiceDeps(pipeline.c.env, pipeline.c.store),
      clock: () => Date.now() - (CONFIRM_WINDOW_DAYS + 1) * DAY,
    });
    await past.submit("newsletter", { email, locale: "en", source: undefined });
    const token = await confirmationToken(email);
    const expired = await confirmPost(formPost("/api/newsletter/confirm", { t: token, locale: "en" }));
    expect(expired.headers.get("location")).toBe("/newsletter/confirm?state=expired");
    const unknown = await confirmPost(formPost("/api/newsletter/confirm", { t: "x".repeat(43), locale: "ar" }));
    expect(unknown.headers.get("location")).toBe("/ar/newsletter/confirm?state=unknown");
    const malformed = await confirmPost(formPost("/api/newsletter/confirm", { t: "<script>", locale: "en" }));
    expect(malformed.headers.get("location")).toBe("/newsletter/confirm?state=unknown");
    expect(await pipeline.c.store.subscriptionOf(email)).toMatchObject({ status: "pending" });
    expect(await pipeline.c.leads.expireSignUps()).toBeGreaterThanOrEqual(1);
    expect(await pipeline.c.store.subscriptionOf(email)).toMatchObject({ status: "expired" });
    // An unknown token on the one-click address: 404, nothing else.
    const oneClick = await unsubscribePost(
      new Request(`http://localhost:3000/api/newsletter/unsubscribe?t=${"y".repeat(43)}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "10.77.0.2" },
        body: "List-Unsubscribe=One-Click",
      }),
    );
    expect(oneClick.status).toBe(404);
    await pipeline.deliverAll();
    expect(await deskCopy(email)).toHaveLength(0);

    // Signing up again after the expiry sends a new link, which works.
    pipeline.smtp.raw.length = 0;
    await signUp(email);
    const fresh = await confirmationToken(email);
    expect(fresh).not.toBe(token);
    const ok = await confirmPost(formPost("/api/newsletter/confirm", { t: fresh, locale: "en" }));
    expect(ok.headers.get("location")).toBe("/newsletter/confirmed");
  });

  it("refuses a confirmation posted from another site's page", async () => {
    const response = await confirmPost(
      formPost("/api/newsletter/confirm", { t: "z".repeat(43), locale: "en" }, { origin: "https://evil.example" }),
    );
    expect(response.status).toBe(403);
  });

  it("keeps a consent record with every lead form: the sentence the form shows, when, and in which language", async () => {
    const contact = await contactPost(jsonPost("/api/contact", validContact()));
    const plan = await planPost(
      jsonPost("/api/plan", {
        fullName: "Omar Hassan",
        email: "omar@example.org",
        phone: "+20 100 123 4567",
        courses: ["power-bi"],
        locale: "en",
        startedAt: Date.now() - 30_000,
      }),
    );
    const corporate = await corporatePost(
      jsonPost("/api/corporate", {
        company: "Pharos Bank",
        fullName: "Omar Nabil",
        email: "omar@pharos.example",
        phone: "01001234567",
        teamSize: "6-15",
        areas: ["it"],
        delivery: "online",
        locale: "ar",
        startedAt: Date.now() - 60_000,
      }),
    );
    const expected = [
      [contact, ar.ContactForm.privacyNote, "ar"],
      [plan, en.PlanBuilder.consent, "en"],
      [corporate, ar.CorporateRequest.privacy, "ar"],
    ] as const;
    for (const [response, statement, locale] of expected) {
      expect(response.status, await response.clone().text()).toBe(201);
      const { ref } = (await response.json()) as { ref: string };
      const lead = await pipeline.c.store.findLead(ref);
      const consent = lead!.data.consent as { statement: string; locale: string; at: string };
      expect(consent).toMatchObject({ statement, locale });
      expect(Math.abs(Date.parse(consent.at) - lead!.createdAt)).toBe(0);
    }
    await pipeline.deliverAll();
    const { ref } = (await contactPost(jsonPost("/api/contact", { ...validContact(), email: "c2@example.org" })).then(
      (r) => r.json(),
    )) as { ref: string };
    await pipeline.deliverAll();
    const doc = (await payload.find({ collection: LEADS_SLUG, where: { ref: { equals: ref } }, overrideAccess: true }))
      .docs[0];
    expect(doc?.consent).toMatchObject({ statement: ar.ContactForm.privacyNote, language: "ar" });
    expect(doc?.consent?.agreedAt).toBeTruthy();
  });

  it("exports and erases a subscriber's address with the rest of the person's data", async () => {
    const email = address("erase.reader");
    await signUp(email);
    const token = await confirmationToken(email);
    await confirmPost(formPost("/api/newsletter/confirm", { t: token, locale: "en" }));
    await pipeline.deliverAll();
    const deps = { store: pipeline.c.store, payload, mailDir: join(pipeline.c.env.DATA_DIR, "mail") };
    expect((await exportPerson(email, deps)).subscription).toMatchObject({ status: "confirmed" });
    expect(await erasePerson(email, deps)).toMatchObject({ leads: 1, subscription: true, desk: 1 });
    expect(await pipeline.c.store.subscriptionOf(email)).toBeUndefined();
    expect(await subscribersCsv()).not.toContain(email);
  });
});

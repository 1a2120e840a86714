import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as contactPost } from "@/app/api/contact/route";
import { POST as newsletterPost } from "@/app/api/newsletter/route";
import { POST as planPost } from "@/app/api/plan/route";
import { readEnv } from "@/config/env";
import { createContainer, setContainer, type Container } from "@/server/container";
import { engines, tempDir } from "../support/databases";
import { startLeadPipeline } from "../support/lead-container";
import { formPost, freshAddress, jsonPost, validContact } from "../support/requests";

describe.each(engines)("lead endpoints on $name", ({ databaseUrl }) => {
  let pipeline: Awaited<ReturnType<typeof startLeadPipeline>>;
  let smtp: Awaited<ReturnType<typeof startLeadPipeline>>["smtp"];
  let c: Container;

  beforeAll(async () => {
    pipeline = await startLeadPipeline(databaseUrl);
    ({ c, smtp } = pipeline);
  });
  afterAll(async () => {
    await pipeline?.close();
  });
  beforeEach(() => {
    smtp.raw.length = 0;
    smtp.state.reject = undefined;
  });

  const deliverAll = () => pipeline.deliverAll();

  it("stores a contact message, answers 201 with a reference, and mails provider and visitor with Arabic intact", async () => {
    const response = await contactPost(jsonPost("/api/contact", validContact()));
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { ref } = (await response.json()) as { ref: string };
    expect(ref).toMatch(/^C-[0-9A-Z]{8}$/);

    const [lead] = await c.store.listLeads({ limit: 1 });
    expect(lead).toMatchObject({ ref, kind: "contact", locale: "ar", email: "sara@example.org" });
    expect(lead!.data.message).toBe("أريد دورة IELTS 🎯\nمساءً بعد العمل");

    await deliverAll();
    const mails = await smtp.mails();
    expect(mails).toHaveLength(2);
    const notice = mails.find((m) => m.to && JSON.stringify(m.to).includes("leads@provider.example"))!;
    const ack = mails.find((m) => JSON.stringify(m.to).includes("sara@example.org"))!;
    expect(notice.subject).toBe(`New contact message ${ref}`);
    expect(notice.text).toContain("Name: سارة El-Masry");
    expect(notice.text).toContain("Training interest: English Language");
    expect(notice.text).toContain("أريد دورة IELTS 🎯");
    expect(notice.replyTo?.text).toBe("sara@example.org");
    expect(notice.messageId).toBe(`<${ref}.notification@localhost>`);
    expect(ack.subject).toBe(`استلمنا رسالتك (${ref})`);
    expect(ack.text).toContain("سنرد عليك خلال 24 ساعة");
    // The acknowledgement never echoes what the visitor wrote.
    expect(ack.text).not.toContain("IELTS 🎯");
    // Both mails and the copy into the lead desk.
    expect(await c.store.outboxSummary()).toMatchObject({ sent: 3, pending: 0 });
  });

  it("mails the team in the language chosen in the business details: Arabic, right to left, when chosen", async () => {
    const { getPayload } = await import("payload");
    const { default: config } = await import("@payload-config");
    const payload = await getPayload({ config });
    const { SEED_CONTEXT } = await import("@/cms/hooks/bilingual");
    const teamLanguage = (value: "en" | "ar") =>
      payload.updateGlobal({
        slug: "site-settings",
        data: { teamLanguage: value, _status: "published" } as never,
        overrideAccess: true,
        context: { [SEED_CONTEXT]: true },
      });
    const settings = await payload.findGlobal({ slug: "site-settings", depth: 0, overrideAccess: true });
    expect(settings.teamLanguage).toBe("en");
    await teamLanguage("ar");
    try {
      const response = await contactPost(jsonPost("/api/contact", { ...validContact(), locale: "en" }));
      const { ref } = (await response.json()) as { ref: string };
      await deliverAll();
      const mails = await smtp.mails();
      const notice = mails.find((m) => JSON.stringify(m.to).includes("leads@provider.example"))!;
      const ack = mails.find((m) => JSON.stringify(m.to).includes("sara@example.org"))!;
      expect(notice.subject).toBe(`رسالة تواصل جديدة ${ref}`);
      expect(notice.text).toContain("الاسم: سارة El-Masry");
      expect(notice.text).toContain("مجال الاهتمام: اللغة الإنجليزية");
      expect(notice.text).toContain("اللغة: الإنجليزية");
      expect(String(notice.html).startsWith('<div dir="rtl" lang="ar">')).toBe(true);
      // The visitor wrote in English: their own mail is in English.
      expect(ack.subject).toBe(`We received your message (${ref})`);
    } finally {
      await teamLanguage("en");
    }
  });

  it("uses the spec's defaults for missing optional fields", async () => {
    const response = await contactPost(
      jsonPost("/api/contact", { ...validContact(), phone: undefined, trainingInterest: undefined, locale: "en" }),
    );
    expect(response.status).toBe(201);
    await deliverAll();
    const notice = (await smtp.mails()).find((m) => m.subject?.startsWith("New contact message"))!;
    expect(notice.text).toContain("Phone: Not provided");
    expect(notice.text).toContain("Training interest: Not specified");
  });

  it("answers 400 with the field error codes and stores nothing", async () => {
    const before = (await c.store.listLeads({ limit: 1000 })).length;
    const response = await contactPost(
      jsonPost("/api/contact", {
        firstName: "  ",
        lastName: "",
        email: "sara @example.org",
        message: " ",
        locale: "en",
        startedAt: Date.now() - 10_000,
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "validation",
      fields: {
        firstName: "firstName.required",
        lastName: "lastName.required",
        email: "email.invalid",
        message: "message.required",
      },
    });
    const missingEmail = await contactPost(jsonPost("/api/contact", { ...validContact(), email: "" }));
    expect(((await missingEmail.json()) as { fields: Record<string, string> }).fields.email).toBe("email.required");
    expect((await c.store.listLeads({ limit: 1000 })).length).toBe(before);
  });

  it("refuses CR/LF in single-line fields, so nothing can reach a mail header", async () => {
    const response = await contactPost(
      jsonPost("/api/contact", {
        ...validContact(),
        firstName: "Sara\r\nBcc: victim@example.com",
        email: "a@b.co\r\nBcc: x@y.z",
      }),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fields: Record<string, string> };
    expect(body.fields.firstName).toBe("firstName.invalid");
    expect(body.fields.email).toBe("email.invalid");
  });

  it("answers 415, 413 (while reading), bad JSON and cross-site posts with JSON errors and no stack", async () => {
    const wrongType = await contactPost(
      new Request("http://localhost/api/contact", {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: "hi",
      }),
    );
    expect(wrongType.status).toBe(415);
    expect(await wrongType.json()).toEqual({ error: "unsupported_media_type" });

    // A streamed body with no Content-Length: the cap is enforced while reading.
    const big = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 100; i++) controller.enqueue(new TextEncoder().encode("x".repeat(1024)));
        controller.close();
      },
    });
    const tooLarge = await contactPost(
      new Request("http://localhost/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": freshAddress() },
        body: big,
        duplex: "half",
      } as RequestInit),
    );
    expect(tooLarge.status).toBe(413);

    const badJson = await contactPost(jsonPost("/api/contact", "{not json"));
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toEqual({ error: "bad_json" });

    const crossSite = await contactPost(jsonPost("/api/contact", validContact(), { origin: "https://evil.example" }));
    expect(crossSite.status).toBe(403);
    const fetchSite = await contactPost(jsonPost("/api/contact", validContact(), { "sec-fetch-site": "cross-site" }));
    expect(fetchSite.status).toBe(403);
    const sameSite = await contactPost(jsonPost("/api/contact", validContact(), { origin: "http://localhost:3000" }));
    expect(sameSite.status).toBe(201);
  });

  it("ignores __proto__ keys", async () => {
    const body = `{"__proto__":{"polluted":true},"constructor":{"x":1},${JSON.stringify(validContact()).slice(1)}`;
    const response = await contactPost(jsonPost("/api/contact", body));
    expect(response.status).toBe(201);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("stores suspected bots (honeypot, too fast, no/invalid timer) as spam: success-shaped answer, counted, not mailed, releasable", async () => {
    await deliverAll();
    smtp.raw.length = 0;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...validContact(), website: "http://spam.example" }, "honeypot"],
      [{ ...validContact(), startedAt: Date.now() - 200 }, "too_fast"],
      [{ ...validContact(), startedAt: undefined }, "no_timer"],
      [{ ...validContact(), startedAt: "soon" }, "bad_timer"],
      [{ ...validContact(), startedAt: 0 }, "bad_timer"],
      [{ ...validContact(), startedAt: Date.now() + 3_600_000 }, "bad_timer"],
    ];
    const before = await c.store.spamSummary();
    const refs: string[] = [];
    for (const [body, reason] of cases) {
      const response = await contactPost(jsonPost("/api/contact", body));
      expect(response.status, reason).toBe(201);
      const { ref } = (await response.json()) as { ref: string };
      expect(ref).toMatch(/^C-[0-9A-Z]{8}$/);
      const stored = await c.store.findLead(ref);
      expect(stored, reason).toMatchObject({ ref, spam: reason, email: "sara@example.org" });
      refs.push(ref);
    }
    const after = await c.store.spamSummary();
    expect(after.honeypot - before.honeypot).toBe(1);
    expect(after.too_fast - before.too_fast).toBe(1);
    expect(after.no_timer - before.no_timer).toBe(1);
    expect(after.bad_timer - before.bad_timer).toBe(3);
    await deliverAll();
    expect(smtp.raw).toHaveLength(0);

    // A false positive is recovered: released, its two mails go out.
    expect(await c.leads.releaseSpam(refs[2]!)).toBe(true);
    expect(await c.leads.releaseSpam(refs[2]!)).toBe(false);
    await deliverAll();
    const mails = await smtp.mails();
    expect(mails.map((m) => m.subject).sort()).toEqual([
      `New contact message ${refs[2]}`,
      `استلمنا رسالتك (${refs[2]})`,
    ]);
    expect((await c.store.findLead(refs[2]!))?.spam).toBeUndefined();
  });

  it("refuses an invalid bot post with field errors, like any other", async () => {
    const response = await contactPost(jsonPost("/api/contact", { ...validContact(), email: "x", website: "y" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "validation", fields: { email: "email.invalid" } });
  });

  it("stores one lead for 50 parallel posts with one Idempotency-Key", async () => {
    const key = `key-${Date.now()}-parallel`;
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        contactPost(jsonPost("/api/contact", validContact(), { "idempotency-key": key })),
      ),
    );
    const refs = new Set<string>();
    for (const r of responses) {
      expect(r.status).toBe(201);
      refs.add(((await r.json()) as { ref: string }).ref);
    }
    expect(refs.size).toBe(1);
    const leads = await c.store.listLeads({ limit: 1000 });
    expect(leads.filter((l) => l.idempotency?.key === key)).toHaveLength(1);
  });

  it("limits requests per client address with 429 and Retry-After", async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 7; i++) {
      const r = await newsletterPost(
        jsonPost(
          "/api/newsletter",
          { email: `n${i}@example.org`, locale: "en", startedAt: Date.now() - 10_000 },
          { "x-forwarded-for": address },
        ),
      );
      statuses.push(r.status);
      if (r.status === 429) retryAfter = r.headers.get("retry-after");
    }
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it("stores a plan with its ordered courses and mails course_name joined by ', '", async () => {
    const response = await planPost(
      jsonPost("/api/plan", {
        fullName: "Omar Hassan",
        email: "omar@example.org",
        courses: ["data-analyst", "power-bi", "ielts"],
        locale: "en",
        startedAt: Date.now() - 10_000,
      }),
    );
    expect(response.status).toBe(201);
    const { ref } = (await response.json()) as { ref: string };
    expect(ref).toMatch(/^P-/);
    await deliverAll();
    const mails = await smtp.mails();
    const notice = mails.find((m) => m.subject === `New learning plan ${ref}`)!;
    expect(notice.text).toContain(
      "Courses: Data Analyst Specialist, Microsoft Power BI Specialist, IELTS Preparation Program",
    );
    expect(notice.text).toContain("Message: Learning plan submission");
    const ack = mails.find((m) => m.subject?.includes(ref) && m.subject !== notice.subject)!;
    expect(ack.text).toContain("1. Data Analyst Specialist");
  });

  it("refuses a plan with an unknown or no course", async () => {
    const unknown = await planPost(
      jsonPost("/api/plan", {
        fullName: "A",
        email: "a@b.co",
        courses: ["nope"],
        locale: "en",
        startedAt: Date.now() - 10_000,
      }),
    );
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { fields: Record<string, string> }).fields.courses).toBe("courses.invalid");
    const none = await planPost(
      jsonPost("/api/plan", {
        fullName: "A",
        email: "a@b.co",
        courses: [],
        locale: "en",
        startedAt: Date.now() - 10_000,
      }),
    );
    expect(((await none.json()) as { fields: Record<string, string> }).fields.courses).toBe("courses.required");
  });

  it("answers a plain form post (no JavaScript) with a redirect, or with a translated error page", async () => {
    const ok = await contactPost(
      formPost("/api/contact", {
        firstName: "Mona",
        lastName: "Adel",
        email: "mona@example.org",
        message: "Hello",
        locale: "ar",
      }),
    );
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("/ar/contact/sent");

    const bad = await contactPost(
      formPost("/api/contact", { firstName: "", lastName: "Adel", email: "x", message: "", locale: "ar" }),
    );
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain('lang="ar" dir="rtl"');
    expect(html).toContain("الاسم الأول مطلوب");
    expect(html).toContain("يرجى إدخال بريد إلكتروني صحيح");
    expect(html).toContain('href="/ar/contact"');

    const news = await newsletterPost(formPost("/api/newsletter", { email: "reader@example.org", locale: "en" }));
    expect(news.status).toBe(303);
    expect(news.headers.get("location")).toBe("/newsletter/subscribed");
  });

  it("answers a plain form post refused before its body is read in the language of the page it was sent from", async () => {
    const address = freshAddress();
    const from = (page: string) => ({ "x-forwarded-for": address, referer: page });
    const subscribe = (i: number, page: string) =>
      newsletterPost(formPost("/api/newsletter", { email: `page-${i}@example.org`, locale: "ar" }, from(page)));
    for (let i = 0; i < 5; i++) expect((await subscribe(i, "http://localhost:3000/ar/about")).status).toBe(303);

    // The rate limit refuses before the body is read: the Arabic page's visitor is answered in Arabic.
    const arabic = await subscribe(5, "http://localhost:3000/ar/about");
    expect(arabic.status).toBe(429);
    const arabicHtml = await arabic.text();
    expect(arabicHtml).toContain('lang="ar" dir="rtl"');
    expect(arabicHtml).toContain("محاولات كثيرة جدًا");
    expect(arabicHtml).toContain('href="/ar"');

    // From an English page, or from another site's page under /ar, the same refusal is in English.
    for (const page of ["http://localhost:3000/about", "https://elsewhere.example/ar/about", "not a url"]) {
      const english = await subscribe(6, page);
      expect(english.status, page).toBe(429);
      const html = await english.text();
      expect(html, page).toContain('lang="en"');
      expect(html, page).toContain("Too many attempts");
    }
  });

  it("retries a temporary SMTP refusal (451) and dead-letters a permanent one (550)", async () => {
    smtp.state.reject = { code: 451, message: "try again later" };
    const r1 = await newsletterPost(
      jsonPost("/api/newsletter", { email: "retry@example.org", locale: "en", startedAt: Date.now() - 10_000 }),
    );
    expect(r1.status).toBe(201);
    const first = await c.worker.runOnce();
    expect(first.retried).toBeGreaterThan(0);
    // Nothing reached the mailbox (copies into the lead desk need no mail server and count as sent).
    expect(smtp.raw).toHaveLength(0);
    smtp.state.reject = undefined;
    await new Promise((resolve) => setTimeout(resolve, 50));
    await deliverAll();
    expect((await smtp.mails()).filter((m) => JSON.stringify(m.to).includes("retry@example.org"))).toHaveLength(1);

    smtp.state.reject = { code: 550, message: "mailbox unavailable" };
    await newsletterPost(
      jsonPost("/api/newsletter", { email: "dead@example.org", locale: "en", startedAt: Date.now() - 10_000 }),
    );
    const second = await c.worker.runOnce();
    // A sign-up's one mail (its confirmation link).
    expect(second.dead).toBe(1);
    const dead = await c.store.listOutbox({ status: "dead", limit: 10 });
    expect(dead[0]!.lastError).toContain("550");
  });
});

describe("without a mail server", () => {
  it("writes .eml files under DATA_DIR/mail", async () => {
    const dir = tempDir();
    const c = createContainer(readEnv({ DATA_DIR: dir }));
    await c.ready();
    setContainer(c);
    try {
      const response = await contactPost(jsonPost("/api/contact", validContact()));
      const { ref } = (await response.json()) as { ref: string };
      await c.worker.runOnce();
      const files = readdirSync(join(dir, "mail")).sort();
      expect(files).toEqual([`${ref}.ack@localhost.eml`, `${ref}.notification@localhost.eml`]);
      expect(readFileSync(join(dir, "mail", files[1]!), "utf8")).toContain(
        `Message-ID: <${ref}.notification@localhost>`,
      );
    } finally {
      setContainer(undefined);
      await c.close();
    }
  });
});

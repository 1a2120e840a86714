import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as advisorPost, GET as advisorGet } from "@/app/api/ai-advisor/route";
import * as contactRoute from "@/app/api/contact/route";
import * as newsletterRoute from "@/app/api/newsletter/route";
import * as planRoute from "@/app/api/plan/route";
import { createContainer, setContainer, type Container } from "@/server/container";
import { readEnv } from "@/config/env";
import {
  forbiddenInNames,
  hostileAddresses,
  injections,
  invalidInNames,
  malformedJson,
  prototypeKeys,
  singleLine,
  textFields,
  validBody,
  validUnicode,
  wrongContentTypes,
  wrongTypes,
  type LeadKind,
} from "../corpus/bad-input";
import { engines, resetPostgres, tempDir } from "../support/databases";
import { formPost, freshAddress, jsonPost } from "../support/requests";
import { startSmtp } from "../support/smtp";

// The CMS's reads kept after their first answer: Next's data cache does that in production (tests/support/memo-reads.ts).
vi.mock("@/content/read", async (real) => (await import("../support/memo-reads")).memoized(await real()));

const LEADS_TO = "leads@provider.example";
const routes = { contact: contactRoute, plan: planRoute, newsletter: newsletterRoute } as const;
const kinds: LeadKind[] = ["contact", "plan", "newsletter"];
const path = (kind: LeadKind | "ai-advisor") => `/api/${kind}`;
const advisorBody = (content = "I want to become a data analyst") => ({
  messages: [{ role: "user", content }],
  model: "gpt-4o-mini",
  temperature: 0.3,
});

/** What an answer may never show: stack frames, file paths, driver or library internals. */
const INTERNALS =
  /\n\s+at |node_modules|\/work\/|\.next\/|webpack|\.[cm]?[jt]sx?:\d|SQLITE_|ECONN|kysely|relation "|syntax error at|TypeError|ReferenceError|RangeError|SyntaxError|stack/i;

/** The exact header names of the two mails (top-level, in order); visitor text never adds one. */
const NOTIFICATION_HEADERS = [
  "from",
  "to",
  "reply-to",
  "subject",
  "message-id",
  "date",
  "mime-version",
  "content-type",
];
const ACK_HEADERS = ["from", "to", "subject", "message-id", "date", "mime-version", "content-type"];

function headerNames(raw: Buffer): string[] {
  const head = raw.toString("utf8").split(/\r?\n\r?\n/)[0]!;
  return head
    .split(/\r?\n/)
    .filter((line) => !/^\s/.test(line))
    .map((line) => line.slice(0, line.indexOf(":")).toLowerCase());
}

const freshFigures = () => ({
  requests: 0,
  byStatus: {} as Record<number, number>,
  fiveXx: 0,
  internals: 0,
  mails: 0,
  extraHeaders: 0,
  foreignRecipients: 0,
  roundTrips: 0,
  roundTripFailures: 0,
});
const figures = freshFigures();

describe.each(engines)("bad-input corpus against every endpoint on $name", ({ name, databaseUrl }) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let c: Container;
  const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();
  /** Addresses that accepted leads gave: the only allowed recipients besides the provider. */
  const acceptedEmails = new Set<string>();

  beforeAll(async () => {
    Object.assign(figures, freshFigures());
    if (databaseUrl) await resetPostgres(databaseUrl);
    smtp = await startSmtp();
    c = createContainer(
      readEnv({
        DATA_DIR: tempDir(),
        DATABASE_URL: databaseUrl,
        SMTP_URL: smtp.url,
        LEADS_TO,
        OUTBOX_BASE_DELAY_MS: "10",
        OUTBOX_WORKER: "off",
      }),
    );
    await c.ready();
    setContainer(c);
  });
  afterAll(async () => {
    setContainer(undefined);
    await c?.close();
    await smtp?.close();
    console.log(
      `bad-input figures (${name}): ${figures.requests} requests, by status ${JSON.stringify(figures.byStatus)}, ` +
        `5xx ${figures.fiveXx}, stack traces/internals ${figures.internals}, mails ${figures.mails}, ` +
        `extra mail headers ${figures.extraHeaders}, foreign recipients ${figures.foreignRecipients}, ` +
        `valid texts round-tripped ${figures.roundTrips - figures.roundTripFailures}/${figures.roundTrips}`,
    );
  });

  const counts = async () => {
    const leads = (await c.store.listLeads({ limit: 100_000 })).length;
    const o = await c.store.outboxSummary();
    return { leads, outbox: o.pending + o.sending + o.sent + o.dead + o.skipped };
  };

  /** Sends one request and checks what every answer must satisfy: no 5xx, nothing internal shown. */
  async function send(
    kind: LeadKind | "ai-advisor",
    request: Request,
    method: "POST" | "GET" | "PUT" | "PATCH" | "DELETE" = "POST",
  ) {
    const handler =
      kind === "ai-advisor"
        ? method === "POST"
          ? advisorPost
          : advisorGet
        : (routes[kind] as unknown as Record<string, (r: Request) => Promise<Response> | Response>)[method]!;
    const response = await handler(request);
    const text = await response.text();
    figures.requests++;
    figures.byStatus[response.status] = (figures.byStatus[response.status] ?? 0) + 1;
    if (response.status >= 500) figures.fiveXx++;
    if (INTERNALS.test(text)) figures.internals++;
    expect(response.status, text.slice(0, 200)).toBeLessThan(500);
    expect(text).not.toMatch(INTERNALS);
    return { status: response.status, text, headers: response.headers };
  }

  /** A refusal: the status, the generic JSON error shape, and nothing stored. */
  async function expectRefused(
    kind: LeadKind | "ai-advisor",
    request: Request,
    status: number,
    code?: string,
  ): Promise<Record<string, unknown>> {
    const before = await counts();
    const answer = await send(kind, request);
    expect(answer.status, answer.text.slice(0, 200)).toBe(status);
    expect(answer.headers.get("content-type")).toContain("application/json");
    const body = JSON.parse(answer.text) as Record<string, unknown>;
    expect(typeof body.error).toBe("string");
    const allowed = kind === "ai-advisor" ? ["error", "code"] : ["error", "fields"];
    expect(Object.keys(body).every((k) => allowed.includes(k))).toBe(true);
    if (code) expect(kind === "ai-advisor" ? body.code : body.error).toBe(code);
    expect(await counts()).toEqual(before);
    return body;
  }

  const all = [...kinds, "ai-advisor"] as const;
  const validOf = (kind: LeadKind | "ai-advisor") => (kind === "ai-advisor" ? advisorBody() : validBody(kind));

  it("answers malformed JSON with 400 on every endpoint", async () => {
    for (const kind of all)
      for (const [, body] of malformedJson) {
        await expectRefused(kind, jsonPost(path(kind), body), 400, "bad_json");
      }
  });

  it("refuses invalid UTF-8 with 400 instead of storing replacement characters", async () => {
    for (const kind of all) {
      const [head, tail] = JSON.stringify(validOf(kind)).split(/(?<=:")/, 2) as [string, string];
      for (const bad of [[0xc3, 0x28], [0xff], [0xed, 0xa0, 0x80], [0xe2, 0x82]]) {
        const request = new Request(`http://localhost${path(kind)}`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": freshAddress() },
          body: Buffer.concat([Buffer.from(head), Buffer.from(bad), Buffer.from(tail)]),
        });
        await expectRefused(kind, request, 400, "bad_json");
      }
    }
  });

  it("answers a value of the wrong type in any field with 400 and stores nothing", async () => {
    for (const kind of kinds)
      for (const field of [...textFields[kind], ...(kind === "contact" ? ["trainingInterest"] : [])])
        for (const [, value] of wrongTypes) {
          const body = await expectRefused(kind, jsonPost(path(kind), { ...validBody(kind), [field]: value }), 400);
          expect(body.error).toBe("validation");
          expect(Object.keys(body.fields as object)).toEqual([field]);
        }
    for (const value of [[], "x", 1, null, [1], ["Data-Analyst"], ["data-analyst", "data-analyst"], { 0: "x" }]) {
      await expectRefused("plan", jsonPost("/api/plan", { ...validBody("plan"), courses: value }), 400, "validation");
    }
    for (const patch of [
      { messages: "hi" },
      { messages: null },
      { messages: [] },
      { messages: [1] },
      { messages: [{ role: 1, content: "x" }] },
      { messages: [{ role: "user", content: 1 }] },
      { messages: [{ role: "user", content: ["x"] }] },
      { model: 1 },
      { temperature: "hot" },
      { locale: "fr" },
    ]) {
      await expectRefused(
        "ai-advisor",
        jsonPost(path("ai-advisor"), { ...advisorBody(), ...patch }),
        400,
        "validation",
      );
    }
  });

  it("treats __proto__, constructor and duplicate keys as data: Object.prototype is unchanged", async () => {
    for (const kind of all)
      for (const [, member] of prototypeKeys) {
        const body = `{${member},${JSON.stringify(validOf(kind)).slice(1)}`;
        const answer = await send(kind, jsonPost(path(kind), body));
        expect([200, 201]).toContain(answer.status);
      }
    // A later duplicate key wins; here it carries an injection, so the whole post is refused.
    const duplicate = `{"email":"a@b.co",${JSON.stringify(validBody("contact")).slice(1, -1)},"email":"a@b.co\\r\\nBcc: x@evil.test"}`;
    await expectRefused("contact", jsonPost("/api/contact", duplicate), 400, "validation");
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeBefore);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    const stored = await c.store.listLeads({ limit: 100 });
    expect(
      stored.some((l) => ["isAdmin", "polluted", "__proto__", "prototype"].some((k) => Object.hasOwn(l.data, k))),
    ).toBe(false);
  });

  it("answers other content types with 415 and other methods with 405 (Allow: OPTIONS, POST), as JSON", async () => {
    for (const kind of all) {
      for (const type of wrongContentTypes) {
        const headers: Record<string, string> = { "x-forwarded-for": freshAddress() };
        if (type) headers["content-type"] = type;
        const request = new Request(`http://localhost${path(kind)}`, {
          method: "POST",
          headers,
          body: JSON.stringify(validOf(kind)),
        });
        await expectRefused(kind, request, 415);
      }
      for (const method of ["GET", "PUT", "PATCH", "DELETE"] as const) {
        const request = new Request(`http://localhost${path(kind)}`, {
          method,
          ...(method === "GET" ? {} : { body: "{}", headers: { "content-type": "application/json" } }),
        });
        const answer = await send(kind, request, method);
        expect(answer.status).toBe(405);
        expect(answer.headers.get("allow")).toBe("OPTIONS, POST");
        expect(JSON.parse(answer.text)).toEqual({ error: "method_not_allowed" });
      }
    }
    // The advisor takes JSON only; a form post is 415 there too.
    await expectRefused("ai-advisor", formPost(path("ai-advisor"), { messages: "hi" }), 415);
  });

  it("answers bodies of 64 KiB (leads), 1 MB and 10 MB with 413, declared or streamed, and million-character fields too", async () => {
    const streamOf = (bytes: number) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
          for (let sent = 0; sent < bytes; sent += chunk.length) controller.enqueue(chunk);
          controller.close();
        },
      });
    for (const kind of all)
      for (const size of [64 * 1024 + 1, 1024 * 1024, 10 * 1024 * 1024]) {
        {
          const json = JSON.stringify({ ...validOf(kind), pad: "x".repeat(size) });
          await expectRefused(kind, jsonPost(path(kind), json, { "content-length": String(json.length) }), 413);
          const streamed = new Request(`http://localhost${path(kind)}`, {
            method: "POST",
            headers: { "content-type": "application/json", "x-forwarded-for": freshAddress() },
            body: streamOf(size),
            duplex: "half",
          } as RequestInit);
          await expectRefused(kind, streamed, 413);
        }
      }
    const million = "ب".repeat(1_000_000);
    for (const kind of kinds)
      for (const field of textFields[kind]) {
        await expectRefused(kind, jsonPost(path(kind), { ...validBody(kind), [field]: million }), 413);
      }
    await expectRefused("ai-advisor", jsonPost(path("ai-advisor"), advisorBody(million)), 413);
    // At the advisor's cap (64 KiB) the body is read; the 20,000-character message limit then refuses it.
    const atCap = JSON.stringify(advisorBody("y".repeat(60_000)));
    expect((await send("ai-advisor", jsonPost(path("ai-advisor"), atCap))).status).toBe(400);
    // Within limits, the longest message is accepted and cut to 1,500 characters for the model.
    expect((await send("ai-advisor", jsonPost(path("ai-advisor"), advisorBody("z".repeat(19_000))))).status).toBe(200);
  });

  it("answers form posts (JavaScript off) with bad input with an HTML error page, never a 5xx", async () => {
    for (const kind of kinds) {
      for (const field of textFields[kind]) {
        for (const value of [injections[0]!, "\u0000", "ب".repeat(20_000)]) {
          if (!singleLine.has(field) && value === injections[0]) continue; // free text may hold line breaks
          const fields = Object.fromEntries(
            Object.entries(validBody(kind)).map(([k, v]) => [k, Array.isArray(v) ? v[0] : String(v)]),
          ) as Record<string, string>;
          delete fields.startedAt;
          const before = await counts();
          const answer = await send(kind, formPost(path(kind), { ...fields, [field]: value }));
          expect([400, 413]).toContain(answer.status);
          expect(answer.headers.get("content-type")).toContain("text/html");
          expect(answer.text).not.toContain(value.slice(0, 50));
          expect(await counts()).toEqual(before);
        }
      }
    }
  });

  it("refuses CR/LF in single-line fields and the nodemailer advisory addresses (400), and mails nothing extra for the rest", async () => {
    let accepted = 0;
    for (const kind of kinds)
      for (const field of textFields[kind])
        for (const payload of injections) {
          const request = jsonPost(path(kind), { ...validBody(kind, figures.requests), [field]: payload });
          const hasBreak = /[\r\n\u2028]/.test(payload);
          const c1 = payload.includes("\u0085"); // a C1 control: refused in every field
          if (c1 || (singleLine.has(field) && (hasBreak || field === "email" || field === "phone"))) {
            const body = await expectRefused(kind, request, 400, "validation");
            // A phone number this long is refused for its length first.
            expect(body.fields).toEqual({
              [field]: expect.stringMatching(new RegExp(`^${field}\\.(invalid|tooLong)$`)),
            });
          } else {
            const answer = await send(kind, request);
            expect(answer.status).toBe(201);
            accepted++;
          }
        }
    for (const kind of kinds)
      for (const address of hostileAddresses) {
        const body = await expectRefused(kind, jsonPost(path(kind), { ...validBody(kind), email: address }), 400);
        expect(body.fields).toEqual({ email: "email.invalid" });
      }
    expect(accepted).toBeGreaterThan(20);
  });

  it("stores and mails valid Arabic, emoji, combining marks and NFC/NFD text exactly as sent (bidi controls shown as codes in the mail)", async () => {
    const sent: { ref: string; kind: LeadKind; label: string; name: string; message: string }[] = [];
    for (const [i, sample] of validUnicode.entries()) {
      for (const kind of ["contact", "plan"] as const) {
        const names = kind === "contact" ? { firstName: sample.name, lastName: "ع" } : { fullName: sample.name };
        const answer = await send(
          kind,
          jsonPost(path(kind), { ...validBody(kind, 1000 + i), ...names, message: sample.message }),
        );
        expect(answer.status, sample.label).toBe(201);
        sent.push({ ref: (JSON.parse(answer.text) as { ref: string }).ref, kind, ...sample });
      }
      // The advisor takes the same text and answers it.
      expect((await send("ai-advisor", jsonPost(path("ai-advisor"), advisorBody(sample.message)))).status).toBe(200);
    }
    const leads = await c.store.listLeads({ limit: 100_000 });
    await deliverAll();
    const mails = await Promise.all(smtp.raw.map((raw) => simpleParser(raw)));
    for (const s of sent) {
      figures.roundTrips++;
      const lead = leads.find((l) => l.ref === s.ref)!;
      const storedName =
        s.kind === "contact" ? `${lead.data.firstName as string} ${lead.data.lastName as string}` : lead.data.fullName;
      const expectedName = s.kind === "contact" ? `${s.name} ع` : s.name;
      const notice = mails.find((m) => m.messageId === `<${s.ref}.notification@localhost>`)!;
      const text = notice.text ?? "";
      const mailedName = /\nName: (.*)\n/.exec(text)?.[1];
      const mailedMessage = /\nMessage: ([\s\S]*)\nLanguage: /.exec(text)?.[1];
      // The provider's mail shows bidi embedding/override/isolate controls as visible codes; the store keeps them.
      const expectedMailed = s.message.replace(
        /[\u202A-\u202E\u2066-\u2069]/g,
        (ch) => `[U+${ch.codePointAt(0)!.toString(16).toUpperCase()}]`,
      );
      const ok =
        storedName === expectedName &&
        lead.data.message === s.message &&
        mailedName === expectedName &&
        mailedMessage === expectedMailed;
      if (!ok) figures.roundTripFailures++;
      expect({ storedName, stored: lead.data.message, mailedName, mailedMessage }, s.label).toEqual({
        storedName: expectedName,
        stored: s.message,
        mailedName: expectedName,
        mailedMessage: expectedMailed,
      });
      // The HTML part escapes it.
      expect(notice.html || "").not.toContain("<script>");
    }
  });

  it("refuses invisible, direction-override and control characters in names with a translated code", async () => {
    for (const kind of ["contact", "plan"] as const) {
      const field = kind === "contact" ? "firstName" : "fullName";
      for (const [, value] of forbiddenInNames) {
        const body = await expectRefused(kind, jsonPost(path(kind), { ...validBody(kind), [field]: value }), 400);
        expect(body.fields).toEqual({ [field]: `${field}.invisible` });
      }
      for (const [, value] of invalidInNames) {
        const body = await expectRefused(kind, jsonPost(path(kind), { ...validBody(kind), [field]: value }), 400);
        expect(body.fields).toEqual({ [field]: `${field}.invalid` });
      }
    }
    // The no-JavaScript error page says it in the visitor's language.
    const page = await send(
      "contact",
      formPost("/api/contact", { ...stringFields(validBody("contact")), firstName: "Ali\u202E", locale: "ar" }),
    );
    expect(page.status).toBe(400);
    expect(page.text).toContain("يحتوي الاسم الأول على رموز غير مرئية");
  });

  it("stores 1 lead and its deliveries for 50 parallel posts with one Idempotency-Key, all 201 with one reference", async () => {
    for (const kind of kinds) {
      const key = `bad-input-${kind}-${Date.now()}`;
      const body = validBody(kind, 5000);
      const responses = await Promise.all(
        Array.from({ length: 50 }, () => send(kind, jsonPost(path(kind), body, { "idempotency-key": key }))),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(50).fill(201));
      const refs = new Set(responses.map((r) => (JSON.parse(r.text) as { ref: string }).ref));
      expect(refs.size).toBe(1);
      const [ref] = [...refs];
      const leads = (await c.store.listLeads({ limit: 100_000 })).filter((l) => l.idempotency?.key === key);
      const rows = (await c.store.listOutbox({ limit: 100_000 })).filter((r) => r.leadRef === ref);
      console.log(
        `idempotency (${name}, ${kind}): 50 parallel posts, ${refs.size} reference, ${leads.length} lead, ${rows.length} outbox rows`,
      );
      expect(leads).toHaveLength(1);
      // A newsletter sign-up mails its confirmation link only (the rest follows the confirmation).
      expect(rows.map((r) => r.kind).sort()).toEqual(
        kind === "newsletter" ? ["visitor_ack"] : ["desk_mirror", "provider_notification", "visitor_ack"],
      );
    }
  });

  it("mails only the expected headers to the expected recipients, whatever the fields held", async () => {
    await deliverAll();
    expect(smtp.raw.length).toBeGreaterThan(50);
    const leads = await c.store.listLeads({ limit: 100_000 });
    for (const lead of leads) acceptedEmails.add(lead.email);
    for (const [i, raw] of smtp.raw.entries()) {
      figures.mails++;
      const names = headerNames(raw);
      const envelope = smtp.envelopes[i]!;
      const notification = names.includes("reply-to");
      const expected = notification ? NOTIFICATION_HEADERS : ACK_HEADERS;
      if (JSON.stringify(names) !== JSON.stringify(expected)) figures.extraHeaders++;
      expect(names).toEqual(expected);
      const parsed = await simpleParser(raw);
      const to = (Array.isArray(parsed.to) ? parsed.to : [parsed.to]).flatMap((a) => a?.value ?? []);
      const recipients = [...new Set([...envelope.to, ...to.map((a) => a.address ?? "")])];
      const ok = notification
        ? recipients.length === 1 && recipients[0] === LEADS_TO
        : recipients.length === 1 && acceptedEmails.has(recipients[0]!);
      if (!ok) figures.foreignRecipients++;
      expect(recipients, raw.toString().slice(0, 400)).toEqual(notification ? [LEADS_TO] : [expect.any(String)]);
      expect(ok).toBe(true);
      expect(parsed.cc).toBeUndefined();
      expect(parsed.bcc).toBeUndefined();
      // Visitor text with line breaks stays inside the body (the notification's "Message:" lines).
      expect(raw.toString("utf8").split(/\r?\n\r?\n/)[0]).not.toMatch(/^(bcc|cc|content-type: text\/html)/im);
      expect(/evil\.test/.test(envelope.to.join(" "))).toBe(false);
    }
    expect(figures.fiveXx).toBe(0);
    expect(figures.internals).toBe(0);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeBefore);
  });

  async function deliverAll() {
    for (let i = 0; i < 100; i++) {
      const r = await c.worker.runOnce();
      if (r.sent + r.retried + r.dead + r.skipped === 0) break;
    }
  }
});

function stringFields(body: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(body))
    if (k !== "startedAt") out[k] = Array.isArray(v) ? String(v[0]) : String(v);
  return out;
}

import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import config from "@payload-config";
import { createLocalReq, getPayload, type Payload } from "payload";
import { releaseSpam, resendDead } from "@/server/lead-health-actions";
import { leadsCsvEndpoint } from "@/cms/leads/csv";
import { followUpsDue } from "@/cms/leads/stats";
import { LeadDeskSummary, myDueFollowUps } from "@/cms/admin/lead-desk-summary";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { anonymiseBefore, erasePerson, exportPerson } from "@/server/privacy";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as contactPost } from "@/app/api/contact/route";
import { POST as planPost } from "@/app/api/plan/route";
import { ADMIN_CREATE_CONTEXT } from "@/cms/collections/users";
import { createContainer, setContainer, type Container } from "@/server/container";
import { readEnv } from "@/config/env";
import type { LeadDesk } from "@/domain/leads/types";
import { engines, resetPostgres, tempDir } from "../support/databases";
import { drainOutbox } from "../support/outbox";
import { jsonPost, validContact } from "../support/requests";

const strong = "amber falcon quietly lifts granite";
type Role = "admin" | "editor" | "sales";

/**
 * The lead desk: every stored lead is copied into the CMS's `leads` collection by the outbox, once, and the
 * team works it there (status, owner, notes, history). The CMS is the tests' shared one (SQLite in
 * tmp/vitest-data); the lead store runs on each engine.
 */
describe.each(engines)("the lead desk with the lead store on $name", ({ databaseUrl }) => {
  let c: Container;
  let payload: Payload;
  const users = {} as Record<Role, { id: number; email: string; name: string; roles: Role[] }>;
  const as = (role: Role) => ({ user: { ...users[role], collection: "users" as const }, overrideAccess: false });
  const deskLead = async (ref: string) =>
    (await payload.find({ collection: "leads", where: { ref: { equals: ref } }, overrideAccess: true })).docs;

  beforeAll(async () => {
    if (databaseUrl) await resetPostgres(databaseUrl);
    c = createContainer(readEnv({ DATA_DIR: tempDir(), DATABASE_URL: databaseUrl, OUTBOX_BASE_DELAY_MS: "10" }));
    await c.ready();
    setContainer(c);
    payload = await getPayload({ config });
    const tag = randomBytes(4).toString("hex");
    for (const role of ["admin", "editor", "sales"] as const) {
      const email = `${role}-${tag}@staff.example`;
      const user = await payload.create({
        collection: "users",
        data: { email, password: strong, roles: [role], name: `${role} ${tag}` },
        context: { [ADMIN_CREATE_CONTEXT]: true },
      });
      users[role] = { id: user.id, email, name: `${role} ${tag}`, roles: [role] };
    }
  });
  afterAll(async () => {
    setContainer(undefined);
    await c?.close();
  });

  const submitContact = async (email: string) => {
    const response = await contactPost(jsonPost("/api/contact", { ...validContact(), email }));
    expect(response.status).toBe(201);
    return ((await response.json()) as { ref: string }).ref;
  };

  it("copies an acknowledged lead into the desk as new, readable by sales and admins only", async () => {
    const email = `desk-${randomBytes(4).toString("hex")}@example.org`;
    const ref = await submitContact(email);
    await drainOutbox(c);
    const where = { email: { equals: email } };
    const seen = await payload.find({ collection: "leads", where, ...as("sales") });
    expect(seen.docs).toHaveLength(1);
    expect(seen.docs[0]).toMatchObject({
      ref,
      kind: "contact",
      status: "new",
      email,
      name: "سارة El-Masry",
      phone: "+20 100 123 4567",
      locale: "ar",
      trainingInterest: "english",
      message: "أريد دورة IELTS 🎯\nمساءً بعد العمل",
    });
    expect((await payload.find({ collection: "leads", where, ...as("admin") })).docs).toHaveLength(1);
    await expect(payload.find({ collection: "leads", where, ...as("editor") })).rejects.toThrow(/not allowed/i);
    await expect(payload.find({ collection: "leads", where, overrideAccess: false })).rejects.toThrow(/not allowed/i);
    // The desk delivery is one more outbox row of the lead, delivered like the mails.
    const rows = (await c.store.listOutbox({ limit: 1000 })).filter((r) => r.leadRef === ref);
    expect(rows.map((r) => [r.kind, r.status]).sort()).toEqual([
      ["desk_mirror", "sent"],
      ["provider_notification", "sent"],
      ["visitor_ack", "sent"],
    ]);
  });

  it("records where the lead came from and shows it in the desk; a malformed source is left out", async () => {
    const email = `source-${randomBytes(4).toString("hex")}@example.org`;
    const source = {
      landingPage: "/ar/training/it",
      page: "/ar/contact",
      referrerHost: "www.google.com",
      utmSource: "facebook",
      utmMedium: "cpc",
      utmCampaign: "ramadan-2026",
      device: "mobile",
    };
    const ref = (
      (await (await contactPost(jsonPost("/api/contact", { ...validContact(), email, source }))).json()) as {
        ref: string;
      }
    ).ref;
    const bad = `bad-${randomBytes(4).toString("hex")}@example.org`;
    const badSource = { ...source, landingPage: "https://elsewhere.example/" };
    const badRef = (
      (await (
        await contactPost(jsonPost("/api/contact", { ...validContact(), email: bad, source: badSource }))
      ).json()) as {
        ref: string;
      }
    ).ref;
    await drainOutbox(c);
    expect((await c.store.findLead(ref))?.data.source).toEqual(source);
    expect((await deskLead(ref))[0]?.source).toMatchObject(source);
    expect((await c.store.findLead(badRef))?.data.source).toBeUndefined();
    expect((await deskLead(badRef))[0]?.source).toMatchObject({ landingPage: null, device: null });
  });

  it("keeps the ordered plan with course names in the lead's language", async () => {
    const email = `plan-${randomBytes(4).toString("hex")}@example.org`;
    const response = await planPost(
      jsonPost("/api/plan", {
        fullName: "Omar Hassan",
        email,
        courses: ["power-bi", "ielts"],
        locale: "en",
        startedAt: Date.now() - 10_000,
      }),
    );
    expect(response.status).toBe(201);
    await drainOutbox(c);
    const [doc] = await payload
      .find({ collection: "leads", where: { email: { equals: email } }, ...as("sales") })
      .then((r) => r.docs);
    expect(doc?.kind).toBe("plan");
    expect(doc?.courses?.map((row) => row.course)).toEqual(["power-bi", "ielts"]);
    expect(doc?.courses?.[0]?.title).toMatch(/Power BI/);
    expect(doc?.courseIds).toBe("power-bi ielts");
  });

  it("finds the follow-ups due today or overdue: leads still being worked, not those enrolled or lost", async () => {
    const now = Date.now();
    const refs: Record<string, string> = {};
    const cases = [
      ["overdue", now - 26 * 3_600_000, "contacted"],
      ["due", now, "new"],
      ["lost", now - 3_600_000, "lost"],
      ["later", now + 3 * 24 * 3_600_000, "qualified"],
    ] as const;
    for (const [name, at, status] of cases) {
      const ref = await submitContact(`follow-${name}-${randomBytes(3).toString("hex")}@example.org`);
      await drainOutbox(c);
      const [doc] = await deskLead(ref);
      await payload.update({
        collection: "leads",
        id: doc!.id,
        data: { followUpAt: new Date(at).toISOString(), status },
        ...as("sales"),
      });
      refs[name] = ref;
    }
    const { where } = followUpsDue(now, "/admin/collections/leads");
    const due = await payload.find({
      collection: "leads",
      where,
      sort: "followUpAt",
      pagination: false,
      ...as("sales"),
    });
    const found = due.docs.map((d) => d.ref).filter((ref) => Object.values(refs).includes(ref));
    expect(found).toEqual([refs.overdue, refs.due]);
  });

  it("shows each salesperson their own follow-ups due today or overdue, one tap from the dashboard", async () => {
    const tag = randomBytes(4).toString("hex");
    const seller = async (who: string) => {
      const email = `${who}-${tag}@staff.example`;
      const user = await payload.create({
        collection: "users",
        data: { email, password: strong, roles: ["sales"], name: `${who} ${tag}` },
        context: { [ADMIN_CREATE_CONTEXT]: true },
      });
      return { id: user.id, email, name: `${who} ${tag}`, roles: ["sales" as Role], collection: "users" as const };
    };
    const [mona, karim] = [await seller("mona"), await seller("karim")];
    const now = Date.now();
    const refs: Record<string, string> = {};
    const cases = [
      ["overdue", mona, now - 26 * 3_600_000, "contacted"],
      ["due", mona, now, "new"],
      ["lost", mona, now - 3_600_000, "lost"],
      ["enrolled", mona, now - 3_600_000, "enrolled"],
      ["later", mona, now + 3 * 24 * 3_600_000, "qualified"],
      ["karims", karim, now - 3_600_000, "contacted"],
      ["nobodys", null, now - 3_600_000, "new"],
    ] as const;
    for (const [name, owner, at, status] of cases) {
      const ref = await submitContact(`mine-${name}-${tag}@example.org`);
      await drainOutbox(c);
      const [doc] = await deskLead(ref);
      await payload.update({
        collection: "leads",
        id: doc!.id,
        data: { followUpAt: new Date(at).toISOString(), status, owner: owner?.id ?? null },
        ...as("sales"),
      });
      refs[name] = ref;
    }
    // The list's query: only Mona's, due or late, still being worked, soonest first; Karim's only his.
    const listed = async (user: typeof mona) => {
      const { where } = followUpsDue(now, "/admin/collections/leads", user.id);
      const found = await payload.find({ collection: "leads", where, sort: "followUpAt", user, overrideAccess: false });
      return found.docs.map((d) => d.ref);
    };
    expect(await listed(mona)).toEqual([refs.overdue, refs.due]);
    expect(await listed(karim)).toEqual([refs.karims]);
    // The dashboard's count and link, as each of them sees it (in Arabic for Mona).
    expect((await myDueFollowUps(payload, mona as never)).count).toBe(2);
    expect((await myDueFollowUps(payload, karim as never)).count).toBe(1);
    const dashboard = async (user: typeof mona, language: "en" | "ar") =>
      renderToStaticMarkup((await LeadDeskSummary({ payload, user, i18n: { language } } as never)) as ReactElement);
    const html = await dashboard(mona, "ar");
    expect(html).toContain("متابعاتك المستحقة اليوم أو المتأخرة");
    expect(html).toMatch(/data-testid="desk-my-follow-ups-count">2</);
    const href = /href="([^"]+)" [^>]*data-testid="desk-my-follow-ups-open"/.exec(html)![1]!.replaceAll("&amp;", "&");
    const link = new URL(href, "http://localhost");
    expect(link.pathname).toBe("/admin/collections/leads");
    expect(link.searchParams.get("where[and][2][owner][equals]")).toBe(String(mona.id));
    expect(link.searchParams.get("sort")).toBe("followUpAt");
    expect(await dashboard(karim, "en")).toMatch(/data-testid="desk-my-follow-ups-count">1</);
  });

  it("never makes a second copy: a delivery repeated after a crash before 'sent' finds the first", async () => {
    const ref = await submitContact(`twice-${randomBytes(4).toString("hex")}@example.org`);
    const desk = (c.worker as unknown as { deps: { desk: LeadDesk } }).deps.desk;
    // The crash window: the copy is made, the outbox row is still due (the worker died before marking it).
    await desk.mirror({ messageId: `desk:${ref}`, ref });
    await drainOutbox(c);
    await desk.mirror({ messageId: `desk:${ref}`, ref });
    expect(await deskLead(ref)).toHaveLength(1);
    // Two deliveries at once (two workers, a lease that ran out) cannot both insert: the ref is unique in the desk.
    const [first] = await deskLead(ref);
    const copy = {
      ref,
      kind: first!.kind,
      email: first!.email,
      locale: first!.locale,
      receivedAt: first!.receivedAt,
      status: "new" as const,
    };
    await expect(payload.create({ collection: "leads", data: copy, overrideAccess: true })).rejects.toThrow(/ref/i);
    expect(await deskLead(ref)).toHaveLength(1);
  });

  it("refuses to make or rewrite leads through the API, and keeps who and when of each change", async () => {
    const ref = await submitContact(`work-${randomBytes(4).toString("hex")}@example.org`);
    await drainOutbox(c);
    const [doc] = await deskLead(ref);
    await expect(
      payload.create({
        collection: "leads",
        data: {
          ref: "C-FORGED00",
          kind: "contact",
          email: "x@example.org",
          locale: "en",
          receivedAt: new Date().toISOString(),
          status: "new",
        },
        ...as("sales"),
      }),
    ).rejects.toThrow(/not allowed/i);
    await expect(
      payload.update({ collection: "leads", id: doc!.id, data: { status: "contacted" }, ...as("editor") }),
    ).rejects.toThrow(/not allowed/i);

    const forgedTime = "2020-01-01T00:00:00.000Z";
    const updated = await payload.update({
      collection: "leads",
      id: doc!.id,
      data: {
        status: "contacted",
        owner: users.sales.id,
        email: "changed@example.org",
        notes: [{ text: "Called, wants the evening group", author: "someone else", at: forgedTime }],
        history: [],
      },
      ...as("sales"),
    });
    expect(updated.status).toBe("contacted");
    // Copied fields stay as the lead store has them.
    expect(updated.email).toBe(doc!.email);
    expect(updated.notes).toHaveLength(1);
    expect(updated.notes![0]).toMatchObject({ text: "Called, wants the evening group", author: users.sales.name });
    expect(updated.notes![0]!.at).not.toBe(forgedTime);
    // The author is recorded by account too, and the name shown is one only admins set.
    const accountOf = (value: unknown) => (typeof value === "object" && value ? (value as { id: number }).id : value);
    expect(accountOf(updated.notes![0]!.authorAccount)).toBe(users.sales.id);
    expect(updated.history?.map((row) => accountOf(row.byAccount))).toEqual([users.sales.id, users.sales.id]);
    const renamed = await payload.update({
      collection: "users",
      id: users.sales.id,
      data: { name: "admin" },
      ...as("sales"),
    });
    expect(renamed.name).toBe(users.sales.name);
    expect(Date.now() - Date.parse(updated.notes![0]!.at!)).toBeLessThan(60_000);
    expect(updated.history?.map(({ field, from, to, by }) => ({ field, from, to, by }))).toEqual([
      { field: "status", from: "new", to: "contacted", by: users.sales.name },
      { field: "owner", from: null, to: String(users.sales.id), by: users.sales.name },
    ]);

    // A saved note cannot be rewritten; a second one gets its own author and time; history only grows.
    const again = await payload.update({
      collection: "leads",
      id: doc!.id,
      data: {
        status: "qualified",
        notes: [{ ...updated.notes![0]!, text: "rewritten" }, { text: "Sent the schedule" }],
        history: [],
      },
      ...as("admin"),
    });
    expect(again.notes!.map((n) => [n.text, n.author])).toEqual([
      ["Called, wants the evening group", users.sales.name],
      ["Sent the schedule", users.admin.name],
    ]);
    // Nor removed: the removal is refused on the notes, in the staff member's language, and nothing changes (it
    // used to be answered "saved" while the note stayed).
    for (const [language, message] of [
      ["en", /A saved note cannot be removed/],
      ["ar", /لا يمكن حذف ملاحظة محفوظة/],
    ] as const) {
      const req = await createLocalReq({ user: { ...users.sales, collection: "users" } } as never, payload);
      req.i18n = { ...req.i18n, language } as typeof req.i18n;
      const refusal = (await payload
        .update({
          collection: "leads",
          id: doc!.id,
          data: { status: "lost", notes: [again.notes![1]!] },
          req,
          overrideAccess: false,
        })
        .then(
          () => ({}),
          (error: unknown) => error,
        )) as { status?: number; data?: { errors?: { path: string; message: string }[] } };
      expect(refusal.status).toBe(400);
      expect(refusal.data?.errors?.[0]).toMatchObject({ path: "notes", message: expect.stringMatching(message) });
    }
    const [kept] = await deskLead(ref);
    expect(kept!.notes!.map((n) => n.text)).toEqual(["Called, wants the evening group", "Sent the schedule"]);
    expect(kept!.status).toBe("qualified");
    expect(again.history).toHaveLength(3);
    expect(again.history![2]).toMatchObject({
      field: "status",
      from: "contacted",
      to: "qualified",
      by: users.admin.name,
    });
  });

  it("exports the list as filtered and searched as CSV, formulas defused, for sales and admins only", async () => {
    const tag = randomBytes(4).toString("hex");
    const formula = await contactPost(
      jsonPost("/api/contact", { ...validContact(), firstName: "=HYPERLINK(1)", email: `csv-${tag}@example.org` }),
    );
    const ref = ((await formula.json()) as { ref: string }).ref;
    const other = await submitContact(`other-${tag}@example.org`);
    await drainOutbox(c);
    const exportAs = async (role: Role | undefined, query: Record<string, unknown>) => {
      const req = await createLocalReq(
        { user: role ? { ...users[role], collection: "users" } : undefined } as never,
        payload,
      );
      req.query = query;
      return leadsCsvEndpoint.handler(req);
    };
    const search = await exportAs("sales", { search: `csv-${tag}` });
    expect(search.status).toBe(200);
    expect(search.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(search.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = await search.text();
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toMatch(
      /^"ref","kind","created_at \(Africa\/Cairo\)","locale","name",.*"company","team_size","topics","delivery","level","requested_class","status","owner","follow_up_at \(Africa\/Cairo\)"/,
    );
    expect(lines).toHaveLength(2);
    expect(csv).toContain(`"${ref}","contact","`);
    expect(lines[1]).toContain('"new"');
    expect(csv).toContain(`"'=HYPERLINK(1) El-Masry"`);
    expect(csv).not.toContain(other);
    // The list's filter (where) narrows the same way.
    const filtered = await (await exportAs("admin", { where: { ref: { in: [ref, other].join(",") } } })).text();
    expect(filtered.trim().split("\r\n")).toHaveLength(3);
    const none = await (
      await exportAs("admin", { where: { and: [{ ref: { equals: other } }, { status: { equals: "lost" } }] } })
    ).text();
    expect(none.trim().split("\r\n")).toHaveLength(1);
    expect((await exportAs("editor", {})).status).toBe(403);
    expect((await exportAs(undefined, {})).status).toBe(403);
  });

  it("sends a dead delivery again and releases suspected spam from the dashboard, for sales and admins only", async () => {
    const call = async (action: typeof resendDead, role: Role | undefined, routeParams: Record<string, string>) => {
      const req = await createLocalReq(
        { user: role ? { ...users[role], collection: "users" } : undefined } as never,
        payload,
      );
      req.routeParams = routeParams;
      return action(req);
    };
    const ref = await submitContact(`dead-${randomBytes(4).toString("hex")}@example.org`);
    const lead = await c.store.findLead(ref);
    // Its notification fails for good (a permanent refusal); the others are given back.
    const claimed = await c.store.claimDue(Date.now(), 1000, "test", 60_000);
    const row = claimed.find((r) => r.leadId === lead!.id && r.kind === "provider_notification");
    await c.store.markDead(row!.id, "test", "550 mailbox unavailable");
    await c.store.releaseClaims("test");

    expect((await call(resendDead, "editor", { id: String(row!.id) })).status).toBe(403);
    expect((await call(resendDead, undefined, { id: String(row!.id) })).status).toBe(403);
    const resend = await call(resendDead, "sales", { id: String(row!.id) });
    expect(resend.status).toBe(303);
    expect(resend.headers.get("location")).toBe("/admin#lead-health");
    const again = (await c.store.listOutbox({ limit: 1000 })).find((r) => r.id === row!.id);
    expect(again).toMatchObject({ status: "pending", attempts: 0, lastError: null });
    // A second press changes nothing and says so.
    expect((await call(resendDead, "sales", { id: String(row!.id) })).headers.get("location")).toMatch(/unchanged/);

    // Suspected spam: stored without deliveries, released by a person: mails and desk copy queued.
    const spam = await c.leads.submit(
      "contact",
      { ...validContact(), email: `spam-${randomBytes(4).toString("hex")}@example.org`, locale: "en" } as never,
      { spam: "too_fast" },
    );
    await drainOutbox(c);
    expect(await deskLead(spam.ref)).toHaveLength(0);
    expect((await call(releaseSpam, "editor", { ref: spam.ref })).status).toBe(403);
    expect((await call(releaseSpam, "admin", { ref: spam.ref })).status).toBe(303);
    await drainOutbox(c);
    expect(await deskLead(spam.ref)).toHaveLength(1);
    expect((await c.store.findLead(spam.ref))?.spam).toBeUndefined();
  });

  it("exports and erases a person's data from the lead store, the desk and the mail drop", async () => {
    const tag = randomBytes(4).toString("hex");
    const email = `person-${tag}@example.org`;
    const refs = [await submitContact(email), await submitContact(email.toUpperCase())];
    const kept = await submitContact(`kept-${tag}@example.org`);
    await drainOutbox(c);
    const deps = { store: c.store, payload, mailDir: join(c.env.DATA_DIR, "mail") };
    const data = await exportPerson(email, deps);
    expect(data.leads.map((l) => l.ref).sort()).toEqual([...refs].sort());
    expect(data.desk.map((d) => d.ref).sort()).toEqual([...refs].sort());
    // Each lead's notification and acknowledgement in the mail drop.
    expect(data.mails).toHaveLength(4);
    expect(data.mails.every((m) => m.content.includes(refs[0]!) || m.content.includes(refs[1]!))).toBe(true);

    expect(await erasePerson(email, deps)).toEqual({ leads: 2, subscription: false, desk: 2, mails: 4 });
    const after = await exportPerson(email, deps);
    expect([after.leads, after.desk, after.mails]).toEqual([[], [], []]);
    for (const ref of refs) expect(await c.store.findLead(ref)).toBeUndefined();
    expect(readdirSync(deps.mailDir).some((f) => refs.some((ref) => f.startsWith(ref)))).toBe(false);
    // Someone else's lead stays.
    expect(await c.store.findLead(kept)).toBeDefined();
    expect(await deskLead(kept)).toHaveLength(1);
  });

  it("anonymises leads past the retention period everywhere, keeping what the figures count", async () => {
    const email = `old-${randomBytes(4).toString("hex")}@example.org`;
    const ref = await submitContact(email);
    await drainOutbox(c);
    const [doc] = await deskLead(ref);
    await payload.update({
      collection: "leads",
      id: doc!.id,
      data: { status: "contacted", notes: [{ text: "Called her at home" }] },
      ...as("sales"),
    });
    const deps = { store: c.store, payload, mailDir: join(c.env.DATA_DIR, "mail") };
    const result = await anonymiseBefore(Date.now() + 1000, deps);
    expect(result.leads).toBeGreaterThanOrEqual(1);
    const stored = await c.store.findLead(ref);
    expect(stored?.email).toBe("anonymised@anonymised.invalid");
    expect(stored?.data).toEqual({ trainingInterest: "english" });
    const [after] = await deskLead(ref);
    expect(after).toMatchObject({
      email: "anonymised@anonymised.invalid",
      name: null,
      phone: null,
      message: null,
      status: "contacted",
    });
    expect(after?.notes).toEqual([]);
    expect(readdirSync(deps.mailDir).some((f) => f.startsWith(ref))).toBe(false);
    expect((await exportPerson(email, deps)).leads).toEqual([]);
    // A second run finds nothing left to do.
    expect(await anonymiseBefore(Date.now() + 1000, deps)).toEqual({ leads: 0, desk: 0, mails: 0 });
  });
});

import config from "@payload-config";
import { getPayload } from "payload";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as interestPost } from "@/app/api/interest/route";
import { POST as seatPost } from "@/app/api/seat/route";
import { engines } from "../support/databases";
import { startLeadPipeline } from "../support/lead-container";
import { formPost, jsonPost } from "../support/requests";

/** The seeded example intakes (the CMS of the test run, tmp/vitest-data): a dated one and an undated one. */
async function seededIntakes() {
  const payload = await getPayload({ config });
  // A confirmed intake still to come (the CMS is shared by the run's test files, and on PostgreSQL by earlier runs).
  const { docs } = await payload.find({
    collection: "intakes",
    depth: 0,
    sort: "startDate",
    overrideAccess: true,
    where: {
      status: { equals: "confirmed" },
      _status: { equals: "published" },
      startDate: { greater_than: new Date().toISOString() },
    },
  });
  const dated = docs[0]!;
  const past = await payload.create({
    collection: "intakes",
    overrideAccess: true,
    data: {
      of: dated.of,
      status: "confirmed",
      format: "centre",
      language: "ar",
      startDate: new Date(Date.now() - 5 * 24 * 3_600_000).toISOString(),
      _status: "published",
    },
  });
  return { dated, past };
}

describe.each(engines)("seat requests and interest lists on $name", ({ databaseUrl }) => {
  let pipeline: Awaited<ReturnType<typeof startLeadPipeline>>;
  let intakes: Awaited<ReturnType<typeof seededIntakes>>;

  beforeAll(async () => {
    pipeline = await startLeadPipeline(databaseUrl);
    intakes ??= await seededIntakes();
  }, 60_000);
  afterAll(async () => {
    await pipeline?.close();
    if (intakes?.past) {
      await (await getPayload({ config })).delete({ collection: "intakes", id: intakes.past.id, overrideAccess: true });
      intakes = undefined as never;
    }
  });
  beforeEach(() => {
    pipeline.smtp.raw.length = 0;
  });

  const started = () => Date.now() - 10_000;

  it("stores a seat request with its intake and course, and mails the provider and the visitor in Arabic", async () => {
    const response = await seatPost(
      jsonPost("/api/seat", {
        fullName: "سارة علي",
        email: "sara@example.org",
        phone: "+20 100 123 4567",
        message: "مساءً فقط",
        intake: String(intakes.dated.id),
        locale: "ar",
        startedAt: started(),
      }),
    );
    expect(response.status).toBe(201);
    const { ref } = (await response.json()) as { ref: string };
    expect(ref).toMatch(/^S-[0-9A-Z]{8}$/);
    const [lead] = await pipeline.c.store.listLeads({ limit: 1, kind: "seat" });
    expect(lead).toMatchObject({ ref, kind: "seat", locale: "ar", email: "sara@example.org" });
    expect(lead!.data).toMatchObject({ intake: String(intakes.dated.id), course: "power-bi" });
    expect((lead!.data.offering as { ar: string }).ar).toMatch(/^أخصائي Microsoft Power BI · .+ 20\d\d$/);

    await pipeline.deliverAll();
    const mails = await pipeline.smtp.mails();
    expect(mails).toHaveLength(2);
    const notice = mails.find((m) => m.subject === `New seat request ${ref}`)!;
    expect(notice.text).toContain("Courses: Microsoft Power BI Specialist · ");
    expect(notice.text).toContain("Phone: +20 100 123 4567");
    expect(notice.text).toContain("Message: مساءً فقط");
    const ack = mails.find((m) => m.subject === `استلمنا طلب حجز مقعدك (${ref})`)!;
    expect(ack.text).toContain("البرنامج: أخصائي Microsoft Power BI · ");
  });

  it("stores an interest sign-up for a course without a date, from a plain form post (no JavaScript)", async () => {
    const response = await interestPost(
      formPost("/api/interest", {
        fullName: "Omar Hassan",
        email: "omar@example.org",
        course: "generative-ai",
        locale: "en",
      }),
    );
    expect(response.status).toBe(303);
    // Its own page: no call is promised to an interest list.
    expect(response.headers.get("location")).toBe("/schedule/listed");
    const [lead] = await pipeline.c.store.listLeads({ limit: 1, kind: "interest" });
    expect(lead).toMatchObject({ kind: "interest", locale: "en", email: "omar@example.org" });
    expect(lead!.data.course).toBe("generative-ai");
    await pipeline.deliverAll();
    const mails = await pipeline.smtp.mails();
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([`New interest list sign-up ${lead!.ref}`, `You are on the interest list (${lead!.ref})`]),
    );
  });

  it("refuses bad input with translated field errors and stores nothing: past, unknown or missing intake, unknown course, no phone", async () => {
    const before = (await pipeline.c.store.listLeads({ limit: 1000 })).length;
    const seat = (fields: Record<string, unknown>) =>
      seatPost(
        jsonPost("/api/seat", {
          fullName: "A",
          email: "a@b.co",
          phone: "+20 100 123 4567",
          intake: String(intakes.dated.id),
          locale: "en",
          startedAt: started(),
          ...fields,
        }),
      );
    const fieldsOf = async (response: Response) => {
      expect(response.status).toBe(400);
      return ((await response.json()) as { fields: Record<string, string> }).fields;
    };
    expect(await fieldsOf(await seat({ intake: String(intakes.past.id) }))).toEqual({ intake: "intake.invalid" });
    expect(await fieldsOf(await seat({ intake: "999999" }))).toEqual({ intake: "intake.invalid" });
    expect(await fieldsOf(await seat({ intake: "1; drop table" }))).toEqual({ intake: "intake.invalid" });
    expect(await fieldsOf(await seat({ phone: "" }))).toEqual({ phone: "phone.required" });
    const interest = await interestPost(
      jsonPost("/api/interest", { fullName: "A", email: "a@b.co", course: "nope", locale: "en", startedAt: started() }),
    );
    expect(await fieldsOf(interest)).toEqual({ course: "course.invalid" });

    const page = await seatPost(
      formPost("/api/seat", { fullName: "", email: "x", phone: "", intake: String(intakes.past.id), locale: "ar" }),
    );
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain('lang="ar" dir="rtl"');
    expect(html).toContain("الاسم الكامل مطلوب");
    expect(html).toContain("رقم الهاتف مطلوب");
    expect(html).toContain('href="/ar/schedule"');
    expect((await pipeline.c.store.listLeads({ limit: 1000 })).length).toBe(before);
    expect(await pipeline.smtp.mails()).toHaveLength(0);
  });

  it("replays a seat request sent twice with one Idempotency-Key", async () => {
    const body = {
      fullName: "Mona Adel",
      email: "mona@example.org",
      phone: "01001234567",
      intake: String(intakes.dated.id),
      locale: "en",
      startedAt: started(),
    };
    const first = await seatPost(jsonPost("/api/seat", body, { "idempotency-key": "seat-key-0001" }));
    const second = await seatPost(jsonPost("/api/seat", body, { "idempotency-key": "seat-key-0001" }));
    expect(first.status).toBe(201);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(((await second.json()) as { ref: string }).ref).toBe(((await first.json()) as { ref: string }).ref);
  });

  it("gives the advisor the next Power BI intake from the CMS, in both languages", async () => {
    const { upcomingIntakes } = await import("@/server/cms-facts");
    const { intakeNotes } = await import("@/server/advisor-catalog");
    const notes = intakeNotes(await upcomingIntakes());
    const powerBi = notes.find((note) => note.keys.includes("power-bi"))!;
    expect(powerBi.when.en).toMatch(/^\w+day, \d{1,2} \w+ 20\d\d, At the centre in Alexandria, /);
    expect(powerBi.when.en).toContain("7,500 EGP");
    expect(powerBi.when.ar).toMatch(/في المركز بالإسكندرية/);
    expect(powerBi.when.ar).not.toMatch(/[٠-٩]/);
    // The past intake made above is not among them.
    expect(notes).toHaveLength(3);
  });
});

import config from "@payload-config";
import { getPayload } from "payload";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as leadPost } from "@/app/api/level-test/route";
import { POST as answerPost } from "@/app/api/level-test/answer/route";
import { testQuestions } from "@/cms/seed/data/test-questions";
import { getQuestionBank } from "@/content/level-test";
import { cefrBands, type Band } from "@/lib/level-test";
import { verifiedAnswers } from "@/content/level-test-state";
import { engines } from "../support/databases";
import { startLeadPipeline } from "../support/lead-container";
import { formPost, jsonPost } from "../support/requests";

/** The seeded bank as the test's server reads it: the question ids of each band and their right options. */
async function seededBank() {
  const bank = await getQuestionBank("en");
  return (band: Band) => bank.filter((q) => q.level === band);
}

/** The form of one band: every question answered right, or wrong for the first `wrong` of them. */
function bandForm(questions: { id: number; answer: number }[], band: Band, state: string, wrong = 0) {
  return {
    state,
    band,
    locale: "en",
    ...Object.fromEntries(questions.map((q, i) => [`q${q.id}`, String(i < wrong ? (q.answer + 1) % 4 : q.answer)])),
  };
}

/** Takes the test through the JSON endpoint: `wrong[i]` wrong answers in band i, until the test ends. */
async function takeTest(of: (band: Band) => { id: number; answer: number }[], wrong: number[]) {
  let state = "";
  for (const [i, band] of cefrBands.entries()) {
    const response = await answerPost(
      jsonPost("/api/level-test/answer", bandForm(of(band), band, state, wrong[i] ?? 0)),
    );
    expect(response.status, band).toBe(200);
    const { next } = (await response.json()) as { next: string };
    state = decodeURIComponent(/\?s=(.*)$/.exec(next)![1]!);
    if (next.startsWith("/english-test/result")) return state;
  }
  throw new Error("the test did not end");
}

describe("the seeded question bank (test-questions)", () => {
  it("holds the 40 reviewed questions, published, each with exactly one right option", async () => {
    const payload = await getPayload({ config });
    const { docs } = await payload.find({
      collection: "test-questions",
      limit: 100,
      depth: 0,
      overrideAccess: true,
      where: { _status: { equals: "published" } },
    });
    expect(docs.length).toBeGreaterThanOrEqual(testQuestions.length);
    for (const doc of docs) expect(doc.options.filter((o) => o.correct).length, doc.question).toBe(1);
    const ar = await payload.findByID({
      collection: "test-questions",
      id: docs[0]!.id,
      locale: "ar",
      overrideAccess: true,
    });
    expect(ar.explanation).toMatch(/[\u0600-\u06FF]/);
  });

  it("is read by the content team, not by sales (the right options are the test's secret)", async () => {
    const payload = await getPayload({ config });
    const sales = { id: 1, roles: ["sales"], collection: "users" } as never;
    await expect(
      payload.find({ collection: "test-questions", overrideAccess: false, user: sales, limit: 1 }),
    ).rejects.toThrow(/not allowed/);
    const editor = { id: 2, roles: ["editor"], collection: "users" } as never;
    const asEditor = await payload.find({
      collection: "test-questions",
      overrideAccess: false,
      user: editor,
      limit: 1,
    });
    expect(asEditor.totalDocs).toBeGreaterThan(0);
  });

  it("refuses to publish a question whose options do not have exactly one right answer, and a draft with two", async () => {
    const payload = await getPayload({ config });
    const draft = await payload.create({
      collection: "test-questions",
      draft: true,
      overrideAccess: true,
      data: {
        level: "A1",
        skill: "grammar",
        question: "She ___ happy.",
        options: [
          { text: "is", correct: false },
          { text: "are", correct: false },
        ],
        explanation: "“Is” goes with she.",
      },
    });
    try {
      // A draft may leave the right answer unticked, not tick two.
      await expect(
        payload.update({
          collection: "test-questions",
          id: draft.id,
          draft: true,
          overrideAccess: true,
          data: {
            options: [
              { text: "is", correct: true },
              { text: "are", correct: true },
            ],
          },
        }),
      ).rejects.toThrow(/Options/);
      await payload.update({
        collection: "test-questions",
        id: draft.id,
        locale: "ar",
        draft: true,
        overrideAccess: true,
        data: { explanation: "نستخدم is مع she." },
      });
      const publish = (options: { text: string; correct: boolean }[]) =>
        payload.update({
          collection: "test-questions",
          id: draft.id,
          overrideAccess: true,
          data: { options, _status: "published" },
        });
      await expect(
        publish([
          { text: "is", correct: true },
          { text: "are", correct: true },
        ]),
      ).rejects.toThrow(/Options/);
      await expect(
        publish([
          { text: "is", correct: false },
          { text: "are", correct: false },
        ]),
      ).rejects.toThrow(/Options/);
      await expect(
        publish([
          { text: "is", correct: true },
          { text: "is ", correct: false },
        ]),
      ).rejects.toThrow(/Options/);
      await expect(
        publish([
          { text: "is", correct: true },
          { text: "are", correct: false },
        ]),
      ).resolves.toMatchObject({
        _status: "published",
      });
    } finally {
      await payload.delete({ collection: "test-questions", id: draft.id, overrideAccess: true });
    }
  });
});

describe.each(engines)("the English level test's endpoints on $name", ({ databaseUrl }) => {
  let pipeline: Awaited<ReturnType<typeof startLeadPipeline>>;
  let of: Awaited<ReturnType<typeof seededBank>>;

  beforeAll(async () => {
    pipeline = await startLeadPipeline(databaseUrl);
    of = await seededBank();
  }, 60_000);
  afterAll(async () => {
    await pipeline?.close();
  });
  beforeEach(() => {
    pipeline.smtp.raw.length = 0;
  });

  it("scores each part on the server and moves up the bands, ending at the first part failed", async () => {
    const first = await answerPost(jsonPost("/api/level-test/answer", bandForm(of("A1"), "A1", "")));
    expect(first.status).toBe(200);
    const { next } = (await first.json()) as { next: string };
    expect(next).toMatch(/^\/english-test\/take\?s=1%3A/);
    // B1 with five wrong of eight is failed: the result is A2.
    const state = await takeTest(of, [0, 2, 5]);
    expect(verifiedAnswers(state)?.bandsDone).toBe(3);
  });

  it("answers a plain form post (no JavaScript) with a redirect to the next part, in the visitor's language", async () => {
    const response = await answerPost(
      formPost("/api/level-test/answer", { ...bandForm(of("A1"), "A1", ""), locale: "ar" }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(/^\/ar\/english-test\/take\?s=1%3A/);
  });

  it("refuses a part with a question left blank or a made-up option, and a part out of turn, and says why", async () => {
    const questions = of("A1");
    const blank = bandForm(questions, "A1", "");
    delete (blank as Record<string, string>)[`q${questions[0]!.id}`];
    const missing = await answerPost(jsonPost("/api/level-test/answer", blank));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: "validation", fields: { answers: "answers.missing" } });
    const madeUp = await answerPost(
      jsonPost("/api/level-test/answer", { ...bandForm(questions, "A1", ""), [`q${questions[0]!.id}`]: "7" }),
    );
    expect(await madeUp.json()).toMatchObject({ fields: { answers: "answers.invalid" } });
    const outOfTurn = await answerPost(jsonPost("/api/level-test/answer", bandForm(of("B1"), "B1", "")));
    expect(await outOfTurn.json()).toMatchObject({ fields: { answers: "answers.invalid" } });
    const page = await answerPost(formPost("/api/level-test/answer", { ...blank, locale: "ar" }));
    expect(page.status).toBe(303);
    expect(page.headers.get("location")).toBe("/ar/english-test/take?s=&e=answers.missing");
  });

  it("stores a level-test lead with the level scored on the server, mails both sides, and copies it to the desk", async () => {
    const state = await takeTest(of, [0, 1, 2, 6]);
    const response = await leadPost(
      jsonPost("/api/level-test", {
        fullName: "منى سامي",
        email: "mona@example.org",
        phone: "+20 100 555 1234",
        answers: state,
        locale: "ar",
        startedAt: Date.now() - 60_000,
        source: JSON.stringify({ landingPage: "/ar/english-test", utmSource: "facebook", utmCampaign: "jan-ielts" }),
      }),
    );
    expect(response.status).toBe(201);
    const { ref } = (await response.json()) as { ref: string };
    expect(ref).toMatch(/^T-[0-9A-Z]{8}$/);
    const [lead] = await pipeline.c.store.listLeads({ limit: 1, kind: "level-test" });
    expect(lead).toMatchObject({ ref, kind: "level-test", locale: "ar", email: "mona@example.org" });
    expect(lead!.data).toMatchObject({
      level: "B1",
      summary: "A1 8/8 · A2 7/8 · B1 6/8 · B2 2/8",
      course: "intermediate-b1plus",
      source: { landingPage: "/ar/english-test", utmSource: "facebook", utmCampaign: "jan-ielts" },
    });
    expect(lead!.data).not.toHaveProperty("answers");

    await pipeline.deliverAll();
    const mails = await pipeline.smtp.mails();
    const notice = mails.find((m) => m.subject === `New English level test result ${ref}`)!;
    expect(notice.text).toContain("English level test: B1 (A1 8/8 · A2 7/8 · B1 6/8 · B2 2/8)");
    expect(notice.text).toContain("Courses: Intermediate B1+");
    const ack = mails.find((m) => m.subject === `نتيجتك في اختبار تحديد مستوى اللغة الإنجليزية (${ref})`)!;
    expect(ack.text).toContain("B1");

    const docs = await pipeline.deskCopies(ref);
    expect(docs[0]).toMatchObject({
      kind: "level-test",
      testLevel: "B1",
      testSummary: "A1 8/8 · A2 7/8 · B1 6/8 · B2 2/8",
      courseIds: "intermediate-b1plus",
    });
  });

  it("refuses a lead whose test is unfinished or unreadable, and stores nothing", async () => {
    const before = (await pipeline.c.store.listLeads({ limit: 1000 })).length;
    const send = (answers: string) =>
      leadPost(
        jsonPost("/api/level-test", {
          fullName: "A",
          email: "a@b.co",
          answers,
          locale: "en",
          startedAt: Date.now() - 60_000,
        }),
      );
    const unfinished = await send(
      `1:${of("A1")
        .map((q) => `${q.id}-${q.answer}`)
        .join(".")}`,
    );
    expect(unfinished.status).toBe(400);
    expect(await unfinished.json()).toMatchObject({ fields: { answers: "answers.invalid" } });
    expect((await send("5:<script>")).status).toBe(400);
    const page = await leadPost(formPost("/api/level-test", { fullName: "", email: "x", answers: "", locale: "ar" }));
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain("الاسم الكامل مطلوب");
    expect(html).toContain('href="/ar/english-test"');
    expect((await pipeline.c.store.listLeads({ limit: 1000 })).length).toBe(before);
  });

  it("takes only attempts it scored itself: a made-up or altered address is refused, and no level is stored from it", async () => {
    const before = (await pipeline.c.store.listLeads({ limit: 1000 })).length;
    const allRight = `5:${cefrBands
      .flatMap((band) => of(band))
      .map((q) => `${q.id}-${q.answer}`)
      .join(".")}`;
    const lead = (answers: string) =>
      leadPost(
        jsonPost("/api/level-test", {
          fullName: "Forged Attempt",
          email: "forged@example.org",
          answers,
          locale: "en",
          startedAt: Date.now() - 60_000,
        }),
      );
    // Before: this address, written by hand, stored a C1 lead.
    const forged = await lead(allRight);
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ fields: { answers: "answers.invalid" } });
    expect((await lead(`${allRight}~${"A".repeat(22)}`)).status).toBe(400);
    // A real attempt (A1 passed, A2 failed), its answers then changed to the right ones with its signature kept.
    const earned = await takeTest(of, [0, 8]);
    expect(verifiedAnswers(earned)?.bandsDone).toBe(2);
    const [answers, mac] = earned.split("~") as [string, string];
    const a2 = of("A2");
    let altered = answers;
    for (const q of a2) altered = altered.replace(new RegExp(`(^|[:.])${q.id}-[0-9]`), `$1${q.id}-${q.answer}`);
    expect(altered).not.toBe(answers);
    expect((await lead(`${altered}~${mac}`)).status).toBe(400);
    // Nor does the next part take a made-up address (so the test cannot be walked from a forged start).
    const next = await answerPost(
      jsonPost(
        "/api/level-test/answer",
        bandForm(of("B1"), "B1", `2:${[...of("A1"), ...a2].map((q) => `${q.id}-${q.answer}`).join(".")}`),
      ),
    );
    expect(next.status).toBe(400);
    expect(await next.json()).toMatchObject({ fields: { answers: "answers.invalid" } });
    expect((await pipeline.c.store.listLeads({ limit: 1000 })).length).toBe(before);
    // The earned attempt is taken, with the level earned.
    expect((await lead(earned)).status).toBe(201);
    const [stored] = await pipeline.c.store.listLeads({ limit: 1, kind: "level-test" });
    expect(stored!.data).toMatchObject({ level: "A1" });
  });
});

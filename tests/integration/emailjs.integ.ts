import { createServer, type IncomingMessage } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as contactPost } from "@/app/api/contact/route";
import { POST as planPost } from "@/app/api/plan/route";
import { createContainer, setContainer, type Container } from "@/server/container";
import { readEnv } from "@/config/env";
import { tempDir } from "../support/databases";
import { jsonPost, validContact } from "../support/requests";

type Call = { at: number; body: Record<string, unknown> };

/** A local stand-in for the EmailJS REST API that records every call and answers as told. */
async function startFakeEmailJs() {
  const calls: Call[] = [];
  const answers: number[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      calls.push({ at: Date.now(), body: JSON.parse(Buffer.concat(chunks).toString("utf8")) });
      const status = answers.shift() ?? 200;
      res
        .writeHead(status, { "content-type": "text/plain" })
        .end(status === 200 ? "OK" : status === 429 ? "Too Many Requests" : "The template ID is invalid");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/api/v1.0/email/send`,
    calls,
    answers,
    close: () => new Promise((r) => server.close(r)),
  };
}

describe("EmailJS delivery", () => {
  let fake: Awaited<ReturnType<typeof startFakeEmailJs>>;
  let c: Container;

  beforeAll(async () => {
    fake = await startFakeEmailJs();
    c = createContainer(
      readEnv({
        DATA_DIR: tempDir(),
        EMAILJS_PUBLIC_KEY: "public-key",
        EMAILJS_PRIVATE_KEY: "private-key",
        EMAILJS_SERVICE_ID: "service_x",
        EMAILJS_CONTACT_TEMPLATE_ID: "template_contact",
        EMAILJS_PLAN_TEMPLATE_ID: "template_plan",
        EMAILJS_ACK_TEMPLATE_ID: "template_ack",
        EMAILJS_API_URL: fake.url,
        LEADS_TO: "info@provider.example",
        OUTBOX_BASE_DELAY_MS: "10",
      }),
    );
    await c.ready();
    setContainer(c);
  });
  afterAll(async () => {
    setContainer(undefined);
    await c.close();
    await fake.close();
  });

  const drain = async () => {
    for (let i = 0; i < 10; i++) {
      const r = await c.worker.runOnce();
      if (r.sent + r.retried + r.dead + r.skipped === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it("sends the spec's template parameters with the private key, paced to one request per second", async () => {
    const contact = await contactPost(jsonPost("/api/contact", { ...validContact(), phone: "" }));
    const { ref } = (await contact.json()) as { ref: string };
    const plan = await planPost(
      jsonPost("/api/plan", {
        fullName: "Omar Hassan",
        email: "omar@example.org",
        courses: ["cfs", "hrm"],
        locale: "en",
        startedAt: Date.now() - 10_000,
      }),
    );
    expect(plan.status).toBe(201);
    await drain();

    expect(fake.calls).toHaveLength(4);
    const notice = fake.calls[0]!.body;
    expect(notice).toMatchObject({
      service_id: "service_x",
      template_id: "template_contact",
      user_id: "public-key",
      accessToken: "private-key",
    });
    expect(notice.template_params).toMatchObject({
      to_name: "Alexandria Training Center team",
      from_name: "سارة El-Masry",
      user_email: "sara@example.org",
      user_phone: "Not provided",
      training_interest: "English Language",
      message: "أريد دورة IELTS 🎯\nمساءً بعد العمل",
      reply_to: "sara@example.org",
      reference: ref,
    });
    expect((notice.template_params as Record<string, string>).request_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((notice.template_params as Record<string, string>).request_time).toMatch(/^\d{2}:\d{2} \(Africa\/Cairo\)$/);
    expect(fake.calls[1]!.body.template_id).toBe("template_ack");

    const planNotice = fake.calls[2]!.body;
    expect(planNotice.template_id).toBe("template_plan");
    expect(planNotice.template_params).toMatchObject({
      to_email: "info@provider.example",
      from_name: "Omar Hassan",
      course_name: "Certified Finance Specialist, Human Resource Management",
      message: "Learning plan submission",
      reply_to: "omar@example.org",
    });

    const gaps = fake.calls.slice(1).map((call, i) => call.at - fake.calls[i]!.at);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(1_000);
  }, 30_000);

  it("retries 429 and dead-letters other 4xx answers", async () => {
    fake.calls.length = 0;
    fake.answers.push(429, 200, 400);
    await contactPost(jsonPost("/api/contact", validContact()));
    const first = await c.worker.runOnce(); // notification: 429 -> retry; ack: 200; the desk copy: done
    expect(first).toMatchObject({ retried: 1, sent: 2 });
    await new Promise((resolve) => setTimeout(resolve, 30));
    const second = await c.worker.runOnce(); // notification again: 400 -> dead
    expect(second).toMatchObject({ dead: 1 });
    const dead = await c.store.listOutbox({ status: "dead", limit: 1 });
    expect(dead[0]!.lastError).toContain("EmailJS 400");
  }, 30_000);
});

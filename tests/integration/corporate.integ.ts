import config from "@payload-config";
import { createLocalReq, getPayload } from "payload";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as corporatePost } from "@/app/api/corporate/route";
import { leadsCsvEndpoint } from "@/cms/leads/csv";
import { leadsToCsv } from "@/domain/leads/export";
import { engines } from "../support/databases";
import { startLeadPipeline } from "../support/lead-container";
import { formPost, jsonPost } from "../support/requests";

const [thisMonth, nextMonth] = ["01", "03"] as const;

const request = (fields: Record<string, unknown> = {}) => ({
  company: "Alexandria Logistics Co.",
  fullName: "هالة عادل",
  role: "HR Manager",
  email: "hala@alexlogistics.example",
  phone: "+20 3 555 0101",
  teamSize: "16-30",
  areas: ["english", "business"],
  courses: ["power-bi"],
  delivery: "company",
  months: [nextMonth],
  message: "Mornings suit us best.",
  locale: "ar",
  startedAt: Date.now() - 60_000,
  ...fields,
});

describe.each(engines)("corporate training requests on $name", ({ databaseUrl }) => {
  let pipeline: Awaited<ReturnType<typeof startLeadPipeline>>;

  beforeAll(async () => {
    pipeline = await startLeadPipeline(databaseUrl);
  }, 60_000);
  afterAll(async () => {
    await pipeline?.close();
  });
  beforeEach(() => {
    pipeline.smtp.raw.length = 0;
  });

  it("stores the request, mails the provider and the company in its language, and gives it its own fields on the desk", async () => {
    const response = await corporatePost(jsonPost("/api/corporate", request()));
    expect(response.status).toBe(201);
    const { ref } = (await response.json()) as { ref: string };
    expect(ref).toMatch(/^B-[0-9A-Z]{8}$/);
    const [lead] = await pipeline.c.store.listLeads({ limit: 1, kind: "corporate" });
    expect(lead).toMatchObject({ ref, kind: "corporate", locale: "ar", email: "hala@alexlogistics.example" });
    expect(lead!.data).toMatchObject({ company: "Alexandria Logistics Co.", teamSize: "16-30", delivery: "company" });

    await pipeline.deliverAll();
    const mails = await pipeline.smtp.mails();
    const notice = mails.find((m) => m.subject === `New corporate training request ${ref}`)!;
    expect(notice.text).toContain("Company: Alexandria Logistics Co.");
    expect(notice.text).toContain("People to train: 16-30");
    expect(notice.text).toContain("Where: At the company");
    expect(notice.text).toContain("Preferred start: March");
    expect(notice.text).toContain("English Language, Business & Management, Microsoft Power BI Specialist");
    expect(mails.find((m) => m.subject === `استلمنا طلب التدريب الخاص بشركتك (${ref})`)).toBeTruthy();

    const docs = await pipeline.deskCopies(ref);
    expect(docs[0]).toMatchObject({
      kind: "corporate",
      company: "Alexandria Logistics Co.",
      role: "HR Manager",
      teamSize: "16-30",
      delivery: "company",
      areas: ["english", "business"],
      months: "March (03)",
      courseIds: "power-bi",
    });

    // Both exports, the desk's (the admin's button) and the lead store's (npm run leads -- export), carry the
    // company's request, and write the time on Alexandria's clock, as their header says.
    const payload = await getPayload({ config });
    const req = await createLocalReq({ user: { id: 0, roles: ["sales"], collection: "users" } } as never, payload);
    req.query = { where: { ref: { equals: ref } } };
    const desk = await (await leadsCsvEndpoint.handler(req)).text();
    const store = leadsToCsv([lead!], (id) => id);
    const cairo = (iso: string) =>
      new Intl.DateTimeFormat("sv-SE", { timeZone: "Africa/Cairo", dateStyle: "short", timeStyle: "short" }).format(
        new Date(iso),
      );
    for (const csv of [desk, store]) {
      const [header, row] = csv.replace("\uFEFF", "").trim().split("\r\n");
      const columns = header!.slice(1, -1).split('","');
      const cells = row!.slice(1, -1).split('","');
      const at = (column: string) => cells[columns.indexOf(column)];
      expect(at("company")).toBe("Alexandria Logistics Co.");
      expect(at("team_size")).toBe("16-30");
      expect(at("topics")).toBe("english, business");
      expect(at("delivery")).toBe("company");
      expect(at("created_at (Africa/Cairo)")).toBe(cairo(docs[0]!.receivedAt));
      expect(columns).not.toContain("created_at");
    }
  });

  it("takes a plain form post (no JavaScript) with ticked boxes, and answers with the confirmation page", async () => {
    const body = new URLSearchParams({
      company: "Pharos Bank",
      fullName: "Omar Nabil",
      email: "omar@pharos.example",
      phone: "01001234567",
      role: "",
      teamSize: "61+",
      delivery: "online",
      message: "",
      locale: "en",
    });
    body.append("areas", "it");
    body.append("months", thisMonth);
    body.append("months", nextMonth);
    const response = await corporatePost(
      new Request("http://localhost:3000/api/corporate", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "10.9.0.1" },
        body: body.toString(),
      }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/corporate/sent");
    const [lead] = await pipeline.c.store.listLeads({ limit: 1, kind: "corporate" });
    expect(lead!.data).toMatchObject({ company: "Pharos Bank", areas: ["it"], months: [thisMonth, nextMonth] });
  });

  it("refuses bad input with translated field errors and stores nothing", async () => {
    const before = (await pipeline.c.store.listLeads({ limit: 1000 })).length;
    const fieldsOf = async (fields: Record<string, unknown>) => {
      const response = await corporatePost(jsonPost("/api/corporate", request(fields)));
      expect(response.status).toBe(400);
      return ((await response.json()) as { fields: Record<string, string> }).fields;
    };
    expect(await fieldsOf({ company: "" })).toEqual({ company: "company.required" });
    expect(await fieldsOf({ teamSize: "a thousand" })).toEqual({ teamSize: "teamSize.required" });
    expect(await fieldsOf({ areas: [], courses: [] })).toEqual({ areas: "areas.required" });
    expect(await fieldsOf({ areas: ["cooking"] })).toMatchObject({ areas: "areas.invalid" });
    expect(await fieldsOf({ delivery: "moon" })).toEqual({ delivery: "delivery.required" });
    expect(await fieldsOf({ months: ["2019-01"] })).toEqual({ months: "months.invalid" });
    expect(await fieldsOf({ months: ["13"] })).toEqual({ months: "months.invalid" });
    expect(await fieldsOf({ courses: ["no-such-course"] })).toEqual({ courses: "courses.invalid" });
    expect(await fieldsOf({ phone: "" })).toEqual({ phone: "phone.required" });

    const page = await corporatePost(formPost("/api/corporate", { company: "", email: "x", locale: "ar" }));
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain("اسم الشركة مطلوب");
    expect(html).toContain('href="/ar/corporate"');
    expect((await pipeline.c.store.listLeads({ limit: 1000 })).length).toBe(before);
  });
});

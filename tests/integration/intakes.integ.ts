import type { Payload } from "payload";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { tempDir } from "../support/databases";

const strong = "amber falcon quietly lifts granite";
const day = 24 * 3_600_000;

/** The CMS's intakes: seeded examples, who reads what, and what an editor cannot publish. SQLite. */
describe("intakes in the CMS", () => {
  let payload: Payload;
  let editor: { id: number; roles: "editor"[] };
  const dataDir = tempDir("intakes-");

  beforeAll(async () => {
    process.env.DATA_DIR = dataDir;
    process.env.DATABASE_URL = "";
    vi.resetModules();
    const { getPayload } = await import("payload");
    const { default: config } = await import("@/payload.config");
    payload = await getPayload({ config, key: "intakes-integ" });
    // A CMS of its own, set up as `npm run cms:seed` does.
    await (await import("@/cms/seed")).seedCms(payload);
    const { ADMIN_CREATE_CONTEXT } = await import("@/cms/collections/users");
    const user = await payload.create({
      collection: "users",
      data: { email: "editor@staff.example", password: strong, roles: ["editor"] },
      context: { [ADMIN_CREATE_CONTEXT]: true },
    });
    editor = { id: user.id, roles: ["editor"] };
  }, 120_000);
  afterAll(async () => {
    await payload?.destroy();
    delete process.env.DATA_DIR;
    delete process.env.DATABASE_URL;
  });

  const asEditor = () => ({ user: { ...editor, collection: "users" as const }, overrideAccess: false });
  /** A signed-in staff member who is not on the content team: the published, upcoming content only. */
  const asSales = () => ({ user: { id: 0, roles: ["sales"], collection: "users" as const }, overrideAccess: false });
  const course = async (slug: string) =>
    (await payload.find({ collection: "courses", where: { slug: { equals: slug } }, depth: 0 })).docs[0]!;

  it("is seeded with example intakes in the future, listed on the launch checklist", async () => {
    const { docs } = await payload.find({ collection: "intakes", locale: "ar", depth: 0, sort: "startDate" });
    expect(docs).toHaveLength(4);
    expect(docs.every((doc) => doc.example === true)).toBe(true);
    const dated = docs.filter((doc) => doc.startDate);
    expect(dated).toHaveLength(3);
    for (const doc of dated) expect(new Date(doc.startDate!).getTime()).toBeGreaterThan(Date.now());
    expect(docs.find((doc) => doc.status === "confirmed")?.schedule).toMatch(/[\u0600-\u06FF]/);
    // Named in each language: the course's own name in it, and the start date.
    expect(docs.find((doc) => doc.status === "confirmed")?.title).toMatch(
      /^أخصائي Microsoft Power BI · \d{4}-\d{2}-\d{2}$/,
    );
    const { launchChecklist } = await import("@/cms/admin/launch-checklist");
    const items = await launchChecklist(payload);
    expect(items.find((item) => item.id === "intakes-examples")?.what.en).toContain("4");
  });

  it("shows visitors only published intakes that have not started; editors see all", async () => {
    const powerBi = await course("power-bi");
    const base = {
      of: { relationTo: "courses" as const, value: powerBi.id },
      format: "online" as const,
      language: "ar" as const,
    };
    const past = await payload.create({
      collection: "intakes",
      data: {
        ...base,
        status: "confirmed",
        startDate: new Date(Date.now() - 3 * day).toISOString(),
        _status: "published",
      },
    });
    const draft = await payload.create({
      collection: "intakes",
      data: { ...base, status: "forming", startDate: new Date(Date.now() + 9 * day).toISOString(), _status: "draft" },
      draft: true,
    });
    const ids = async (options: object) =>
      (await payload.find({ collection: "intakes", depth: 0, limit: 100, ...options })).docs.map((doc) => doc.id);
    // A visitor (the site's pages, through the Local API without a session) and a salesperson alike: published
    // intakes that have not started. Over REST, without a session, nothing (tests/integration/cms-rest.integ.ts).
    for (const visitor of [await ids({ overrideAccess: false }), await ids(asSales())]) {
      expect(visitor).toHaveLength(4);
      expect(visitor).not.toContain(past.id);
      expect(visitor).not.toContain(draft.id);
    }
    const staff = await ids({ ...asEditor(), draft: true });
    expect(staff).toEqual(expect.arrayContaining([past.id, draft.id]));
    await payload.delete({ collection: "intakes", id: past.id });
    await payload.delete({ collection: "intakes", id: draft.id });
  });

  it("refuses a dated status without a date, more seats taken than there are, and a one-language text", async () => {
    const powerBi = await course("power-bi");
    const base = {
      of: { relationTo: "courses" as const, value: powerBi.id },
      format: "centre" as const,
      language: "en" as const,
      _status: "published" as const,
    };
    await expect(
      payload.create({ collection: "intakes", data: { ...base, status: "confirmed" }, ...asEditor() }),
    ).rejects.toThrow(/start date/i);
    await expect(
      payload.create({
        collection: "intakes",
        data: {
          ...base,
          status: "forming",
          startDate: new Date(Date.now() + 5 * day).toISOString(),
          seatsTotal: 5,
          seatsTaken: 6,
        },
        ...asEditor(),
      }),
    ).rejects.toThrow(/seats/i);
    await expect(
      payload.create({
        collection: "intakes",
        locale: "en",
        data: { ...base, status: "no-date", schedule: "Evenings" },
        ...asEditor(),
      }),
    ).rejects.toMatchObject({
      message: expect.stringMatching(/invalid: Days and times/),
      data: { errors: [{ path: "schedule", message: expect.stringMatching(/the Arabic text is empty/) }] },
    });
    const ok = await payload.create({
      collection: "intakes",
      data: { ...base, status: "no-date" },
      ...asEditor(),
    });
    expect(ok.title).toBe("Microsoft Power BI Specialist · no date");
    await payload.delete({ collection: "intakes", id: ok.id });
  });

  it("publishes a news post in one language only, and refuses one ticked for a language without its title", async () => {
    const text = (value: string) => ({
      root: {
        type: "root",
        format: "",
        indent: 0,
        version: 1,
        direction: "rtl",
        children: [
          {
            type: "paragraph",
            format: "",
            indent: 0,
            version: 1,
            direction: "rtl",
            children: [{ type: "text", text: value, format: 0, style: "", mode: "normal", detail: 0, version: 1 }],
          },
        ],
      },
    });
    await expect(
      payload.create({
        collection: "posts",
        locale: "ar",
        data: { slug: "no-title", listed: true, body: text("نص"), _status: "published" } as never,
        ...asEditor(),
      }),
    ).rejects.toThrow(/invalid: (Post > )?Title/);
    const post = await payload.create({
      collection: "posts",
      locale: "ar",
      data: {
        slug: "ramadan-hours",
        listed: true,
        title: "مواعيد رمضان",
        body: text("نص"),
        _status: "published",
      } as never,
      ...asEditor(),
    });
    const listed = (locale: "en" | "ar") =>
      payload.find({
        collection: "posts",
        locale,
        fallbackLocale: false,
        ...asSales(),
        where: { and: [{ listed: { equals: true } }, { title: { exists: true } }] },
      });
    expect((await listed("ar")).docs.map((doc) => doc.slug)).toEqual(["ramadan-hours"]);
    expect((await listed("en")).docs).toHaveLength(0);
    await payload.delete({ collection: "posts", id: post.id });
  });

  it("keeps a path that was never published (a draft in the collection itself) off the public pages", async () => {
    const draft = await payload.create({
      collection: "paths",
      data: { slug: "draft-only-path", title: "A path still in draft", area: "it" } as never,
      draft: true,
      locale: "en",
    });
    try {
      const { getPaths } = await import("@/content/catalog");
      const slugs = (await getPaths("en")).map((path) => path.slug);
      expect(slugs).toContain("data-analyst");
      expect(slugs).not.toContain("draft-only-path");
    } finally {
      await payload.delete({ collection: "paths", id: draft.id });
    }
  });
});

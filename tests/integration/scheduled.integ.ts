import type { Payload } from "payload";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCms, stopCms, type Staff, type StaffRole } from "../support/cms-instance";
import { engines, tempDir } from "../support/databases";
import { landingPage } from "../support/landing-page";

/**
 * Scheduled publishing (Payload's schedulePublish, run by its job runner: `jobs.autoRun` in src/payload.config.ts,
 * which runs what `runJobs` runs here): a job waits for its time, then the run that finds it due publishes the
 * document as the editor who scheduled it, once.
 */
describe.each(engines)("scheduled publishing on $name", ({ name, databaseUrl }) => {
  let payload: Payload;
  let users: Record<StaffRole, Staff>;
  const dataDir = tempDir("scheduled-");
  /** What the job runner does at each tick: the due jobs of the default queue; how many it ran. */
  const runJobs = async () => {
    const run = await payload.jobs.run({ queue: "default", limit: 50 });
    return Object.keys(run.jobStatus ?? {}).length;
  };

  beforeAll(async () => {
    ({ payload, staff: users } = await startCms({
      key: `scheduled-integ-${name}`,
      dataDir,
      databaseUrl,
      roles: ["editor", "sales"],
    }));
  }, 120_000);
  afterAll(() => stopCms(payload));

  const as = (role: "editor" | "sales") => ({
    user: { ...users[role], collection: "users" as const },
    overrideAccess: false,
  });

  /** What the admin's Schedule drawer queues (@payloadcms/ui schedulePublishHandler). */
  const schedule = (collection: "pages" | "posts", id: number | string, at: Date, role: StaffRole = "editor") =>
    payload.jobs.queue({
      task: "schedulePublish",
      input: {
        type: "publish",
        // As the admin sends it: the id as a string (Payload turns it back into the collection's id type).
        doc: { relationTo: collection, value: String(id) } as never,
        user: { relationTo: "users", value: users[role].id },
      },
      waitUntil: at,
    });

  const published = async (collection: "pages" | "posts", id: number | string, locale: "en" | "ar" = "en") =>
    (
      await payload.find({
        collection,
        where: { id: { equals: id } },
        locale,
        depth: 0,
        overrideAccess: false,
      })
    ).docs[0];

  const publishedVersions = async (collection: "pages" | "posts", id: number | string) =>
    (
      await payload.countVersions({
        collection,
        where: { and: [{ parent: { equals: id } }, { "version._status": { equals: "published" } }] },
      })
    ).totalDocs;

  it("publishes a new page at its time, once", async () => {
    const draft = await payload.create({
      collection: "pages",
      locale: "en",
      draft: true,
      data: { ...landingPage("en", "open-day-march"), _status: "draft" } as never,
      ...as("editor"),
    });
    const saved = await payload.findByID({ collection: "pages", id: draft.id, locale: "en", draft: true, depth: 0 });
    await payload.update({
      collection: "pages",
      id: draft.id,
      locale: "ar",
      draft: true,
      data: { ...landingPage("ar", "open-day-march", saved.layout), _status: "draft" } as never,
      ...as("editor"),
    });
    const at = new Date(Date.now() + 2_000);
    await schedule("pages", draft.id, at);

    // Before its time, a run leaves it alone.
    expect(await runJobs()).toBe(0);
    expect(await published("pages", draft.id)).toBeUndefined();

    await new Promise((resolve) => setTimeout(resolve, at.getTime() - Date.now() + 100));
    expect(await runJobs()).toBe(1);
    for (const locale of ["en", "ar"] as const)
      expect((await published("pages", draft.id, locale))?._status).toBe("published");
    expect(await publishedVersions("pages", draft.id)).toBe(1);
    // Done: nothing is left to run.
    expect(await runJobs()).toBe(0);
  });

  it("publishes a post's pending change at its time; scheduled by a user who may not publish, it stays a draft", async () => {
    const paragraph = (text: string) => ({
      root: {
        type: "root",
        format: "",
        indent: 0,
        version: 1,
        direction: "ltr",
        children: [
          {
            type: "paragraph",
            format: "",
            indent: 0,
            version: 1,
            direction: "ltr",
            children: [{ type: "text", text, format: 0, style: "", mode: "normal", detail: 0, version: 1 }],
          },
        ],
      },
    });
    const before = "Open day in March";
    const post = await payload.create({
      collection: "posts",
      locale: "en",
      data: {
        slug: "open-day-news",
        listed: true,
        title: before,
        body: paragraph("Meet our instructors."),
        _status: "published",
      } as never,
      ...as("editor"),
    });
    const title = "Open day on 3 March: meet our instructors";
    await payload.update({
      collection: "posts",
      id: post.id,
      locale: "en",
      draft: true,
      data: { title },
      ...as("editor"),
    });
    expect((await published("posts", post.id))?.title).toBe(before);

    // Sales cannot publish: a job queued in their name fails and changes nothing.
    await schedule("posts", post.id, new Date(Date.now() - 1_000), "sales");
    expect(await runJobs()).toBe(1);
    expect((await published("posts", post.id))?.title).toBe(before);

    await schedule("posts", post.id, new Date(Date.now() - 1_000));
    await runJobs();
    expect((await published("posts", post.id))?.title).toBe(title);
  });
});

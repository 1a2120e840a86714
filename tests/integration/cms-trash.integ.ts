import { getLocalI18n, type CollectionSlug, type Payload } from "payload";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCms, stopCms, type Staff, type StaffRole } from "../support/cms-instance";
import { engines, tempDir } from "../support/databases";
import { landingPage, paragraph } from "../support/landing-page";

/**
 * Deleting content moves it to its collection's trash (Payload's `trash`): off the site at once, in no read of the
 * site's (pages, lists, sitemap, the advisor's catalogue), back with a restore. Editors trash and restore; only an
 * admin deletes for good; the site's own pages go to neither.
 */
describe.each(engines)("the content's trash on $name", ({ databaseUrl }) => {
  let payload: Payload;
  let users: Record<StaffRole, Staff>;
  const dataDir = tempDir("trash-");

  beforeAll(async () => {
    ({ payload, staff: users } = await startCms({
      // The site's reads (src/content/read.ts) use Payload's default instance: this one.
      key: "default",
      dataDir,
      databaseUrl,
      roles: ["admin", "editor", "sales"],
    }));
  }, 180_000);
  afterAll(async () => {
    await stopCms(payload);
    // Payload keeps its instances in a global map: the next engine's reads must start their own.
    (globalThis as { _payload?: Map<string, unknown> })._payload?.delete("default");
  });

  const as = (role: StaffRole) => ({ user: { ...users[role], collection: "users" as const }, overrideAccess: false });
  /** The same staff member in the Arabic admin. */
  const inArabic = async (role: StaffRole) => ({
    ...as(role),
    req: { i18n: await getLocalI18n({ config: payload.config, language: "ar" }) } as never,
  });
  const trash = (collection: CollectionSlug, id: number | string, role: StaffRole = "editor") =>
    payload.update({ collection, id, data: { deletedAt: new Date().toISOString() } as never, ...as(role) });
  const restore = (collection: CollectionSlug, id: number | string, role: StaffRole = "editor") =>
    payload.update({ collection, id, data: { deletedAt: null } as never, trash: true, ...as(role) });
  const one = async (collection: CollectionSlug, where: Record<string, unknown> = {}) =>
    (await payload.find({ collection, where: where as never, depth: 0, limit: 1, draft: false })).docs[0] as {
      id: number | string;
      slug?: string;
    };

  /** Everything the site reads that lists or shows content, in one language. */
  async function siteSees(locale: "en" | "ar") {
    const { getPaths, getCourses } = await import("@/content/catalog");
    const { getIntakes } = await import("@/content/intakes");
    const { getAllPosts, getPost } = await import("@/content/posts");
    const { getPageSlugs, getPage } = await import("@/content/pages");
    const { catalogFacts } = await import("@/server/cms-facts");
    const { default: sitemap } = await import("@/app/sitemap");
    const catalog = await catalogFacts();
    return {
      paths: (await getPaths(locale)).map((path) => path.slug),
      courses: (await getCourses(locale)).map((course) => course.id),
      intakes: (await getIntakes(locale)).map((intake) => intake.id),
      posts: (await getAllPosts(locale)).map((post) => post.slug),
      pages: (await getPageSlugs()).map((page) => page.slug),
      advisorPaths: catalog[locale].paths.map((path) => path.slug),
      advisorCourses: catalog[locale].courses.map((course) => course.slug),
      sitemap: (await sitemap()).map((entry) => entry.url),
      getPost,
      getPage,
    };
  }

  it("takes a trashed path, course, intake, post and page off every read of the site, and a restore brings them back", async () => {
    const path = await one("paths", { slug: { equals: "power-bi" } });
    const course = await one("courses");
    const intake = await one("intakes", { _status: { equals: "published" } });
    const post = await payload.create({
      collection: "posts",
      locale: "en",
      data: {
        slug: "open-day-news",
        listed: true,
        title: "Open day on Saturday",
        body: paragraph("Come and meet the trainers."),
        _status: "published",
      } as never,
      ...as("editor"),
    });
    const draft = await payload.create({
      collection: "pages",
      locale: "en",
      draft: true,
      data: { ...landingPage("en", "open-day"), _status: "draft" } as never,
      ...as("editor"),
    });
    const saved = await payload.findByID({ collection: "pages", id: draft.id, locale: "en", draft: true, depth: 0 });
    const page = await payload.update({
      collection: "pages",
      id: draft.id,
      locale: "ar",
      data: { ...landingPage("ar", "open-day", saved.layout), _status: "published" } as never,
      ...as("editor"),
    });
    expect([path, course, intake].every(Boolean)).toBe(true);

    const before = await siteSees("en");
    expect(before.paths).toContain("power-bi");
    expect(before.courses).toContain(course.slug);
    expect(before.intakes).toContain(String(intake.id));
    expect(before.posts).toContain(post.slug);
    expect(before.pages).toContain("open-day");
    expect(before.sitemap.some((url) => url.endsWith("/paths/power-bi"))).toBe(true);
    expect(before.sitemap.some((url) => url.endsWith("/open-day"))).toBe(true);

    for (const [collection, doc] of [
      ["paths", path],
      ["courses", course],
      ["intakes", intake],
      ["posts", post],
      ["pages", page],
    ] as const)
      await trash(collection, doc.id);

    for (const locale of ["en", "ar"] as const) {
      const after = await siteSees(locale);
      expect(after.paths).not.toContain("power-bi");
      expect(after.advisorPaths).not.toContain("power-bi");
      expect(after.courses).not.toContain(course.slug);
      expect(after.advisorCourses).not.toContain(course.slug);
      expect(after.intakes).not.toContain(String(intake.id));
      expect(after.posts).not.toContain(post.slug);
      expect(after.pages).not.toContain("open-day");
      expect(after.sitemap.some((url) => url.includes("/paths/power-bi") || url.endsWith("/open-day"))).toBe(false);
      expect(after.sitemap.some((url) => url.endsWith(`/blog/${post.slug}`))).toBe(false);
      expect(await after.getPost(post.slug!, locale)).toBeUndefined();
      expect(await after.getPage("open-day", locale)).toBeUndefined();
    }
    // Still there for the staff, in the trash.
    expect(
      (
        await payload.count({
          collection: "paths",
          where: { deletedAt: { exists: true } },
          trash: true,
          ...as("editor"),
        })
      ).totalDocs,
    ).toBe(1);

    for (const [collection, doc] of [
      ["paths", path],
      ["courses", course],
      ["intakes", intake],
      ["posts", post],
      ["pages", page],
    ] as const)
      await restore(collection, doc.id);
    const back = await siteSees("en");
    expect(back.paths).toContain("power-bi");
    expect(back.courses).toContain(course.slug);
    expect(back.intakes).toContain(String(intake.id));
    expect(back.posts).toContain(post.slug);
    expect(back.pages).toContain("open-day");
  });

  it("lets editors trash and restore, and only admins delete for good; sales neither", async () => {
    const media = await one("media");
    for (const collection of ["paths", "courses", "intakes", "media"] as const) {
      const doc = collection === "media" ? media : await one(collection);
      // An editor's delete (not a trashing) is refused and changes nothing.
      await expect(payload.delete({ collection, id: doc.id, ...as("editor") })).rejects.toThrow(/not allowed/i);
      await expect(trash(collection, doc.id, "sales")).rejects.toThrow(/not allowed|not found/i);
      await trash(collection, doc.id);
      await expect(payload.delete({ collection, id: doc.id, trash: true, ...as("editor") })).rejects.toThrow(
        /not allowed/i,
      );
      expect(
        (await payload.count({ collection, where: { id: { equals: doc.id } }, trash: true, overrideAccess: true }))
          .totalDocs,
      ).toBe(1);
      await restore(collection, doc.id);
      expect((await payload.count({ collection, where: { id: { equals: doc.id } } })).totalDocs).toBe(1);
    }
    // A trashed image is not shown with the page that links it, nor in a visitor's read of the images.
    await trash("media", media.id);
    const visitorMedia = await payload.find({ collection: "media", overrideAccess: false, depth: 0, limit: 500 });
    expect(visitorMedia.docs.map((doc) => doc.id)).not.toContain(media.id);
    // An admin empties the trash: the document is gone.
    await payload.delete({ collection: "media", id: media.id, trash: true, ...as("admin") });
    expect(
      (await payload.count({ collection: "media", where: { id: { equals: media.id } }, trash: true })).totalDocs,
    ).toBe(0);
  });

  it("keeps the site's own pages and the legal pages out of the trash, with a sentence in the admin's language", async () => {
    // Privacy, terms and cookies are the site's for good: nobody deletes them, to the trash or for good.
    const privacy = await one("legal-pages", { slug: { equals: "privacy" } });
    for (const role of ["editor", "admin"] as const)
      await expect(trash("legal-pages", privacy.id, role)).rejects.toThrow(/not allowed/i);
    expect((await payload.count({ collection: "legal-pages", where: { slug: { equals: "privacy" } } })).totalDocs).toBe(
      1,
    );
    const about = await one("pages", { slug: { equals: "about" } });
    await expect(trash("pages", about.id)).rejects.toThrow(/one of the site's own pages and cannot be deleted/);
    await expect(
      payload.update({
        collection: "pages",
        id: about.id,
        data: { deletedAt: new Date().toISOString() } as never,
        ...(await inArabic("admin")),
      }),
    ).rejects.toThrow(/لا يمكن حذف هذه الصفحة/);
    // Nor several at once, from the list.
    await expect(
      payload.update({
        collection: "pages",
        where: { slug: { in: ["about", "contact"] } },
        data: { deletedAt: new Date().toISOString() } as never,
        ...as("editor"),
      }),
    ).resolves.toMatchObject({ docs: [], errors: expect.arrayContaining([expect.anything()]) });
    expect(
      (await payload.count({ collection: "pages", where: { slug: { in: ["about", "contact"] } } })).totalDocs,
    ).toBe(2);
    await expect(payload.delete({ collection: "pages", id: about.id, ...as("admin") })).rejects.toThrow(
      /cannot be deleted/,
    );
  });

  it("keeps a trashed document's slug: a new document cannot take it while it is in the trash", async () => {
    const draft = await payload.create({
      collection: "pages",
      locale: "en",
      draft: true,
      data: { ...landingPage("en", "spring-fair"), _status: "draft" } as never,
      ...as("editor"),
    });
    await trash("pages", draft.id);
    await expect(
      payload.create({
        collection: "pages",
        locale: "en",
        draft: true,
        data: { ...landingPage("en", "spring-fair"), _status: "draft" } as never,
        ...as("editor"),
      }),
    ).rejects.toMatchObject({ data: { errors: [expect.objectContaining({ path: "slug" })] } });
  });
});

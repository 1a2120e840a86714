import type { Payload } from "payload";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCms, stopCms, type Staff, type StaffRole } from "../support/cms-instance";
import { engines, tempDir } from "../support/databases";
import {
  landingBlockTypes,
  landingHero,
  landingLayout,
  landingPage,
  landingTexts,
  withIds,
} from "../support/landing-page";

describe.each(engines)("pages built from blocks on $name", ({ name, databaseUrl }) => {
  let payload: Payload;
  let users: Record<StaffRole, Staff>;
  const dataDir = tempDir("pages-");

  beforeAll(async () => {
    ({ payload, staff: users } = await startCms({
      key: `pages-integ-${name}`,
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
  /** What a visitor's page reads (src/content/read.ts): published only, access on. */
  const visitorRead = async (slug: string, locale: "en" | "ar") =>
    (
      await payload.find({
        collection: "pages",
        where: { slug: { equals: slug } },
        locale,
        fallbackLocale: false,
        depth: 1,
        overrideAccess: false,
      })
    ).docs[0];

  /** A refusal with the field's own message (what the admin shows on the field, and REST returns in data.errors). */
  const refusal = (path: string, message: RegExp) => ({
    data: {
      errors: expect.arrayContaining([expect.objectContaining({ path, message: expect.stringMatching(message) })]),
    },
  });

  /** An editor writes the page in English as a draft, then in Arabic, and publishes it. */
  async function makePage(slug: string) {
    const draft = await payload.create({
      collection: "pages",
      locale: "en",
      draft: true,
      data: { ...landingPage("en", slug), _status: "draft" } as never,
      ...as("editor"),
    });
    const saved = await payload.findByID({ collection: "pages", id: draft.id, locale: "en", draft: true, depth: 0 });
    return payload.update({
      collection: "pages",
      id: draft.id,
      locale: "ar",
      data: { ...landingPage("ar", slug, saved.layout), _status: "published" } as never,
      ...as("editor"),
    });
  }

  it("publishes a page of every block type in both languages, and a visitor reads each language's texts", async () => {
    expect(await visitorRead("january-ielts", "en")).toBeUndefined();
    const page = await makePage("january-ielts");
    expect(page._status).toBe("published");
    for (const locale of ["en", "ar"] as const) {
      const read = (await visitorRead("january-ielts", locale))!;
      expect(read.title).toBe(landingTexts.title[locale]);
      expect(read.layout?.map((block) => block.blockType)).toEqual([...landingBlockTypes]);
      expect(read.hero.type).toBe("basic");
      expect(read.hero.title).toBe(landingTexts.heroTitle[locale]);
      const faq = read.layout!.find((block) => block.blockType === "faq")!;
      expect(faq.blockType === "faq" && faq.items?.[0]?.answer).toBe(landingTexts.answer[locale]);
      const stats = read.layout!.find((block) => block.blockType === "stats")!;
      expect(stats.blockType === "stats" && stats.stats?.[0]).toMatchObject({
        value: "64",
        label: landingTexts.stat[locale],
      });
    }
  });

  it("refuses to publish a block whose text is missing in one language, naming the block's field", async () => {
    const draft = await payload.create({
      collection: "pages",
      locale: "en",
      draft: true,
      data: { ...landingPage("en", "half-written"), _status: "draft" } as never,
      ...as("editor"),
    });
    const publish = payload.update({
      collection: "pages",
      id: draft.id,
      locale: "en",
      data: { _status: "published" },
      ...as("editor"),
    });
    await expect(publish).rejects.toMatchObject({
      data: { errors: expect.arrayContaining([expect.objectContaining({ path: "layout.0.title" })]) },
    });
    expect(await visitorRead("half-written", "en")).toBeUndefined();
  });

  /**
   * A page written as a draft in English then in Arabic (both complete, so the bilingual rule passes), then
   * published: the publish's own checks (Payload checks fields when publishing; drafts are saved unchecked).
   */
  async function publishBoth(
    slug: string,
    change: (layout: Record<string, unknown>[]) => Record<string, unknown>[],
    { withHero = true } = {},
  ) {
    const draft = await payload.create({
      collection: "pages",
      locale: "en",
      draft: true,
      data: {
        title: "Draft",
        slug: `draft-${Math.random().toString(36).slice(2, 8)}`,
        ...(withHero ? { hero: landingHero("en") } : {}),
        layout: change(landingLayout("en")),
        _status: "draft",
      } as never,
      ...as("editor"),
    });
    const saved = await payload.findByID({ collection: "pages", id: draft.id, locale: "en", draft: true, depth: 0 });
    await payload.update({
      collection: "pages",
      id: draft.id,
      locale: "ar",
      draft: true,
      data: {
        title: "مسودة",
        ...(withHero ? { hero: withIds(landingHero("ar"), saved.hero) } : {}),
        layout: withIds(change(landingLayout("ar")), saved.layout),
        _status: "draft",
      } as never,
      ...as("editor"),
    });
    return payload.update({
      collection: "pages",
      id: draft.id,
      locale: "en",
      data: { slug, _status: "published" },
      ...as("editor"),
    });
  }

  it("publishes a page with its hero's title (a draft may wait for it), and keeps one contact form per page", async () => {
    await expect(publishBoth("no-hero", (rows) => rows, { withHero: false })).rejects.toMatchObject(
      refusal("hero.title", /hero's title before publishing/),
    );
    const form = (rows: Record<string, unknown>[]) =>
      rows.find((row) => row.blockType === "leadForm" && row.form === "contact")!;
    await expect(publishBoth("two-forms", (rows) => [...rows, form(rows)])).rejects.toMatchObject(
      refusal("layout", /one contact form/),
    );
    await expect(publishBoth("well-formed", (rows) => rows)).resolves.toMatchObject({ slug: "well-formed" });
  });

  it("checks slugs: Latin letters, digits and hyphens, none of the site's own addresses; a copy gets a free one", async () => {
    for (const taken of ["about", "schedule", "paths", "admin", "english-test"])
      await expect(publishBoth(taken, (rows) => rows)).rejects.toMatchObject(
        refusal("slug", /address of another page/),
      );
    for (const malformed of ["Open Day", "open_day", "عرض", "-open"])
      await expect(publishBoth(malformed, (rows) => rows)).rejects.toMatchObject(refusal("slug", /Lower-case letters/));
    const original = await payload.create({
      collection: "pages",
      locale: "en",
      draft: true,
      data: { ...landingPage("en", "open-day"), _status: "draft" } as never,
      ...as("editor"),
    });
    const copy = await payload.duplicate({ collection: "pages", id: original.id, locale: "en", ...as("editor") });
    expect(copy.slug).toBe("open-day-2");
    const third = await payload.duplicate({ collection: "pages", id: original.id, locale: "en", ...as("editor") });
    expect(third.slug).toBe("open-day-3");
    // So does a learning path's (Payload's own " - Copy" is no address).
    const path = (await payload.find({ collection: "paths", where: { slug: { equals: "power-bi" } }, depth: 0 }))
      .docs[0]!;
    const pathCopy = await payload.duplicate({ collection: "paths", id: path.id, draft: true, ...as("editor") });
    expect(pathCopy.slug).toBe("power-bi-2");
  });

  it("numbers only a copy: a slug that ends in a number keeps it, and a new page cannot take a slug in use", async () => {
    const original = await payload.create({
      collection: "pages",
      locale: "en",
      draft: true,
      data: { ...landingPage("en", "summer-bootcamp-2027"), _status: "draft" } as never,
      ...as("editor"),
    });
    expect(original.slug).toBe("summer-bootcamp-2027");
    const copy = await payload.duplicate({ collection: "pages", id: original.id, locale: "en", ...as("editor") });
    expect(copy.slug).toBe("summer-bootcamp-2027-2");
    // A copy of the copy: the next copy number of the original, not "-2-2".
    const copyOfCopy = await payload.duplicate({ collection: "pages", id: copy.id, locale: "en", ...as("editor") });
    expect(copyOfCopy.slug).toBe("summer-bootcamp-2027-3");
    // Typed by hand, a slug in use is refused on the field, not silently renumbered.
    await expect(
      payload.create({
        collection: "pages",
        locale: "en",
        draft: true,
        data: { ...landingPage("en", "summer-bootcamp-2027"), _status: "draft" } as never,
        ...as("editor"),
      }),
    ).rejects.toMatchObject({ data: { errors: [expect.objectContaining({ path: "slug" })] } });
  });

  it("checks the shape of every field on a draft save too; only what is missing waits for publishing", async () => {
    const draft = (data: Record<string, unknown>, locale: "en" | "ar" = "en") =>
      payload.create({
        collection: "pages",
        locale,
        draft: true,
        data: { ...data, _status: "draft" } as never,
        ...as("editor"),
      });
    for (const slug of ["../etc", "Admin Page", "javascript:alert(1)"])
      await expect(draft(landingPage("en", slug))).rejects.toMatchObject(refusal("slug", /Lower-case letters/));
    await expect(draft(landingPage("en", "admin"))).rejects.toMatchObject(refusal("slug", /address of another page/));
    const long = "a".repeat(200);
    await expect(draft(landingPage("en", long))).rejects.toMatchObject(refusal("slug", /Too long.*200.*60/));
    await expect(publishBoth(long, (rows) => rows)).rejects.toMatchObject(refusal("slug", /Too long/));
    // A button that would run a script, as a draft.
    const scripted = { label: "Go", href: "javascript:alert(document.cookie)" };
    await expect(
      draft({ ...landingPage("en", "scripted"), hero: { ...landingHero("en"), primary: scripted } }),
    ).rejects.toMatchObject(refusal("hero.primary.href", /address of a page of this site/));
    const cta = landingLayout("en").map((row) => (row.blockType === "cta" ? { ...row, primary: scripted } : row));
    const at = cta.findIndex((row) => row.blockType === "cta");
    await expect(draft({ ...landingPage("en", "scripted"), layout: cta })).rejects.toMatchObject(
      refusal(`layout.${at}.primary.href`, /address of a page of this site/),
    );
    // The refusals in the admin's language.
    const { getLocalI18n } = await import("payload");
    await expect(
      payload.create({
        collection: "pages",
        locale: "ar",
        draft: true,
        data: { ...landingPage("ar", "../etc"), _status: "draft" } as never,
        ...as("editor"),
        req: { i18n: await getLocalI18n({ config: payload.config, language: "ar" }) } as never,
      }),
    ).rejects.toMatchObject(refusal("slug", /حروف إنجليزية صغيرة/));
    // Half written is fine for a draft: a title and an address, no sections yet.
    await expect(draft({ title: "Autumn offer", slug: "autumn-offer" })).resolves.toMatchObject({
      slug: "autumn-offer",
      _status: "draft",
    });
    expect(await visitorRead("autumn-offer", "en")).toBeUndefined();
  });

  it("takes an unpublished or deleted page off the site, and is the content team's only", async () => {
    const page = await makePage("open-house");
    expect(await visitorRead("open-house", "ar")).toBeDefined();
    await payload.update({
      collection: "pages",
      id: page.id,
      data: { _status: "draft" },
      ...as("editor"),
    });
    expect(await visitorRead("open-house", "en")).toBeUndefined();
    expect(await visitorRead("open-house", "ar")).toBeUndefined();
    await expect(
      payload.create({
        collection: "pages",
        locale: "en",
        data: { ...landingPage("en", "sales-page"), _status: "draft" } as never,
        ...as("sales"),
      }),
    ).rejects.toThrow(/not allowed/i);
    // An editor's delete moves it to the trash (tests/integration/cms-trash.integ.ts).
    await payload.update({
      collection: "pages",
      id: page.id,
      data: { deletedAt: new Date().toISOString() } as never,
      ...as("editor"),
    });
    expect((await payload.count({ collection: "pages", where: { slug: { equals: "open-house" } } })).totalDocs).toBe(0);
  });

  /** The redirects a visitor's page follows (src/content/redirects.ts): old address -> document slug or address. */
  const redirectsSeen = async () =>
    Object.fromEntries(
      (await payload.find({ collection: "redirects", depth: 1, limit: 100, overrideAccess: false })).docs.map(
        ({ from, to }) => [
          from,
          to?.type === "custom"
            ? to.url
            : typeof to?.reference?.value === "object"
              ? to.reference.value.slug
              : undefined,
        ],
      ),
    );

  it("keeps the old address of a renamed page or path as a redirect to the document, and drops one the document now answers", async () => {
    const page = await makePage("summer-offer");
    const rename = (slug: string) =>
      payload.update({ collection: "pages", id: page.id, data: { slug }, ...as("editor") });
    await rename("summer-offer-2027");
    expect(await redirectsSeen()).toMatchObject({ "/summer-offer": "summer-offer-2027" });
    // Renamed again: the first old address follows the document to its newest one.
    await rename("summer-courses");
    expect(await redirectsSeen()).toMatchObject({
      "/summer-offer": "summer-courses",
      "/summer-offer-2027": "summer-courses",
    });
    // Back to a former address: the document answers there, so its redirect goes.
    await rename("summer-offer");
    const now = await redirectsSeen();
    expect(now["/summer-offer"]).toBeUndefined();
    expect(now["/summer-courses"]).toBe("summer-offer");

    const path = (await payload.find({ collection: "paths", where: { slug: { equals: "hrm" } }, depth: 0 })).docs[0]!;
    await payload.update({ collection: "paths", id: path.id, data: { slug: "human-resources" }, ...as("editor") });
    expect(await redirectsSeen()).toMatchObject({ "/paths/hrm": "human-resources" });
  });

  it("takes redirects by hand from the content team: an address of the site, in both languages, to a page or an address", async () => {
    const make = (from: string, url: string, role: "editor" | "sales" = "editor") =>
      payload.create({ collection: "redirects", data: { from, to: { type: "custom", url } }, ...as(role) });
    await make("/ielts-2025", "/schedule");
    await make("/old-brochure", "https://www.example.com/brochure.pdf");
    expect(await redirectsSeen()).toMatchObject({
      "/ielts-2025": "/schedule",
      "/old-brochure": "https://www.example.com/brochure.pdf",
    });
    for (const from of ["ielts", "/ar/ielts", "/", "http://old.example/ielts", "/Old Page"])
      await expect(make(from, "/schedule")).rejects.toMatchObject(refusal("from", /without \/ar/));
    for (const url of ["javascript:alert(1)", "http://insecure.example", "schedule"])
      await expect(make("/somewhere", url)).rejects.toMatchObject(refusal("to.url", /starting with https/));
    await expect(make("/from-sales", "/schedule", "sales")).rejects.toThrow(/not allowed/i);
  });

  it("serves the specification's pages as pages of the collection, with fixed slugs that cannot be changed or deleted", async () => {
    for (const [slug, first, title] of [
      ["home", "video", { en: "Master Your Future", ar: "اصنع مستقبلك بإتقان" }],
      ["about", "basic", { en: "Pioneering Technology Training Since 1996", ar: "رواد التدريب التكنولوجي منذ 1996" }],
      ["careers", "basic", { en: "Careers", ar: "الوظائف" }],
      ["corporate", "basic", { en: "Corporate Training", ar: "تدريب الشركات" }],
      ["contact", "basic", { en: "Contact Us", ar: "اتصل بنا" }],
      ["business-training", "group", { en: "Business and Management Training", ar: "تدريب الإدارة والأعمال" }],
      ["english-training", "placementTest", { en: "English Language Training", ar: "تدريب اللغة الإنجليزية" }],
      ["it-training", "basic", { en: "Information Technology Training", ar: "تدريب تكنولوجيا المعلومات" }],
    ] as const) {
      for (const locale of ["en", "ar"] as const) {
        const page = await visitorRead(slug, locale);
        expect(page?._status).toBe("published");
        expect(page!.hero.type).toBe(first);
        expect(page!.hero.title).toBe(title[locale]);
      }
      const page = (await visitorRead(slug, "en"))!;
      await expect(
        payload.update({ collection: "pages", id: page.id, data: { slug: `${slug}-2` }, ...as("editor") }),
      ).rejects.toMatchObject(refusal("slug", /fixed/));
      // An editor's delete moves a page to the trash: not this one (tests/integration/cms-trash.integ.ts).
      await expect(
        payload.update({
          collection: "pages",
          id: page.id,
          data: { deletedAt: new Date().toISOString() } as never,
          ...as("editor"),
        }),
      ).rejects.toThrow(/cannot be deleted/);
      await expect(
        payload.update({ collection: "pages", id: page.id, data: { _status: "draft" }, ...as("editor") }),
      ).rejects.toThrow(/cannot be unpublished/);
      // A draft of it can still be saved; the page stays published.
      await payload.update({
        collection: "pages",
        id: page.id,
        locale: "en",
        draft: true,
        data: { title: `${page.title} (draft)`, _status: "draft" },
        ...as("editor"),
      });
      expect((await visitorRead(slug, "en"))?.id).toBe(page.id);
    }
    // A new page cannot take a fixed page's slug, nor another route of the site's.
    await expect(makePage("about")).rejects.toMatchObject(refusal("slug", /another page/));
    await expect(makePage("contact")).rejects.toMatchObject(refusal("slug", /another page/));
  });

  it("makes a missing specification page from its first texts, in both languages, and then leaves it alone", async () => {
    const { seedSpecPages, specPages } = await import("@/cms/seed/pages/spec-pages");
    const { inLocale } = await import("@/cms/seed/bilingual");
    const seeded = specPages.find((page) => page.slug === "about")!;
    const old = (await visitorRead("about", "en"))!;
    await payload.db.deleteMany({ collection: "pages", where: { id: { equals: old.id } } });
    await payload.db.deleteVersions({ collection: "pages", where: { parent: { equals: old.id } } });
    expect(await visitorRead("about", "en")).toBeUndefined();

    expect(await seedSpecPages(payload)).toEqual(["about"]);
    for (const locale of ["en", "ar"] as const) {
      const page = (await visitorRead("about", locale))!;
      expect(page.layout!.map((block) => block.blockType)).toEqual([
        "richText",
        "steps",
        "cards",
        "cards",
        "richText",
        "cards",
        "stats",
        "cta",
      ]);
      expect(page.hero.title).toBe((seeded.hero.title as { en: string; ar: string })[locale]);
      const story = page.layout![0]!;
      const seededStory = inLocale(seeded.layout[0], locale) as { title: string };
      expect(story.blockType === "richText" && story.title).toBe(seededStory.title);
      expect(story.blockType === "richText" && story.anchor).toBe("story");
      const cta = page.layout![7]!;
      expect(cta.blockType === "cta" && cta.primary.href).toBe("/contact");
    }
    // Once made, the page is the editors': the next start leaves it alone.
    expect(await seedSpecPages(payload)).toEqual([]);
  });
});

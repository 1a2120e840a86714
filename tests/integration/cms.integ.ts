import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Payload } from "payload";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkAddress } from "@/content/links";
import { STRONG_PASSWORD, startCms, stopCms, type Staff, type StaffRole } from "../support/cms-instance";
import { engines, tempDir } from "../support/databases";

const strong = STRONG_PASSWORD;

describe.each(engines)("the CMS on $name", ({ name, databaseUrl }) => {
  let payload: Payload;
  let users: Record<StaffRole, Staff>;
  const dataDir = tempDir("cms-");

  beforeAll(async () => {
    ({ payload, staff: users } = await startCms({
      key: `cms-integ-${name}`,
      dataDir,
      databaseUrl,
      roles: ["admin", "editor", "sales"],
    }));
  }, 120_000);
  afterAll(() => stopCms(payload));

  const as = (role: StaffRole) => ({
    user: { ...users[role], collection: "users" as const },
    overrideAccess: false,
  });
  const path = async (slug: string, locale: "en" | "ar" = "en") =>
    (await payload.find({ collection: "paths", where: { slug: { equals: slug } }, locale, depth: 0 })).docs[0]!;

  it("is seeded once with the site's content in both languages", async () => {
    expect((await payload.count({ collection: "paths" })).totalDocs).toBe(20);
    expect((await payload.count({ collection: "courses" })).totalDocs).toBe(36);
    expect((await path("data-analyst", "en")).title).toBe("Data Analyst Learning Path");
    expect((await path("data-analyst", "ar")).title).toMatch(/[\u0600-\u06FF]/);
    const settings = await payload.findGlobal({ slug: "site-settings" });
    expect(settings.email).toBe("info@example.com");
    const examples = await payload.count({ collection: "clients", where: { example: { equals: true } } });
    expect(examples.totalDocs).toBe(30);
    // A second start does not seed again (editors may have deleted seeded entries).
    const { seedCms } = await import("@/cms/seed");
    await payload.delete({ collection: "testimonials", where: { area: { equals: "business" } } });
    await seedCms(payload);
    expect((await payload.count({ collection: "testimonials" })).totalDocs).toBe(2);
  });

  it("refuses to publish a text filled in one language and empty in the other, and lets it be a draft", async () => {
    const doc = await path("hrm", "ar");
    const update = (subtitle: string, status: "draft" | "published") =>
      payload.update({
        collection: "paths",
        id: doc.id,
        locale: "ar",
        draft: status === "draft",
        data: { subtitle, _status: status },
        ...as("editor"),
      });
    // Refused field by field: the path the admin marks, the field's label, which language is missing.
    await expect(update("", "published")).rejects.toMatchObject({
      status: 400,
      data: {
        errors: [
          {
            path: "subtitle",
            label: expect.stringMatching(/Subtitle/i),
            message: expect.stringMatching(/the Arabic text is empty/),
          },
        ],
      },
    });
    await update("", "draft");
    // The visitor still reads the published text.
    expect((await path("hrm", "ar")).subtitle).toBe(doc.subtitle);
    await update("عنوان فرعي جديد", "published");
    expect((await path("hrm", "ar")).subtitle).toBe("عنوان فرعي جديد");
    // The English side empty while the Arabic is filled: refused too, from the other direction.
    const english = await path("hrm", "en");
    await expect(
      payload.update({
        collection: "paths",
        id: english.id,
        locale: "en",
        data: { stages: english.stages!.map((s, i) => (i === 0 ? { ...s, title: "" } : s)), _status: "published" },
        ...as("editor"),
      }),
    ).rejects.toMatchObject({
      data: { errors: [{ path: "stages.0.title", message: expect.stringMatching(/the English text is empty/) }] },
    });
  });

  it("keeps every published version and restores an earlier one", async () => {
    const doc = await path("sales", "en");
    await payload.update({
      collection: "paths",
      id: doc.id,
      locale: "en",
      data: { badge: "New badge", _status: "published" },
    });
    expect((await path("sales", "en")).badge).toBe("New badge");
    const versions = await payload.findVersions({
      collection: "paths",
      where: { parent: { equals: doc.id } },
      sort: "createdAt",
    });
    const before = versions.docs.find((v) => v.version.badge === doc.badge && v.version._status === "published");
    expect(before).toBeDefined();
    await payload.restoreVersion({ collection: "paths", id: String(before!.id) });
    expect((await path("sales", "en")).badge).toBe(doc.badge);
  });

  if (databaseUrl) {
    it("reads the pages' drafts as the live preview does without PostgreSQL compiling the query (jit off)", async () => {
      // The read of every page with its blocks is one query of about a thousand expressions; with PostgreSQL's
      // default jit=on it was compiled on each read (13 s of 13.1 s here), and the preview lagged a save by up to a
      // minute. The CMS's connections turn it off (src/payload.config.ts).
      const { sql } = await import("@payloadcms/db-postgres");
      const db = payload.db as unknown as {
        drizzle: { execute: (query: unknown) => Promise<{ rows: { jit: string }[] }> };
      };
      expect((await db.drizzle.execute(sql`show jit`)).rows[0]!.jit).toBe("off");
      const drafts = await payload.find({ collection: "pages", draft: true, depth: 1, limit: 1000, locale: "ar" });
      expect(drafts.docs.map((doc) => doc.slug)).toContain("contact");
    });
  }

  it("gives each role what it needs and nothing more", async () => {
    const anonymous = { overrideAccess: false };
    // The site's pages (Local API, no session) read published content only, drafts never; over REST without a
    // session nothing (tests/integration/cms-rest.integ.ts). Sales read the published versions too.
    const forVisitors = await payload.find({ collection: "paths", ...anonymous, draft: true, limit: 100 });
    expect(forVisitors.totalDocs).toBe(20);
    expect(forVisitors.docs.every((d) => d._status === "published")).toBe(true);
    expect((await payload.findGlobal({ slug: "site-settings", ...anonymous })).brand).toBeTruthy();
    // Leads and accounts are never a visitor's, whatever reads them.
    await expect(payload.find({ collection: "leads", ...anonymous, limit: 1 })).rejects.toThrow(/not allowed/i);
    await expect(payload.find({ collection: "users", ...anonymous, limit: 1 })).rejects.toThrow(/not allowed/i);
    const published = await payload.find({ collection: "paths", ...as("sales"), draft: true, limit: 100 });
    expect(published.totalDocs).toBe(20);
    expect(published.docs.every((d) => d._status === "published")).toBe(true);
    await expect(
      payload.create({ collection: "partners", data: { name: "X", _status: "published" }, ...anonymous }),
    ).rejects.toThrow(/not allowed/i);
    // Editors change content, not accounts or roles.
    const partner = await payload.create({
      collection: "partners",
      data: { name: "Cisco", _status: "published" },
      ...as("editor"),
    });
    expect(partner.name).toBe("Cisco");
    await expect(
      payload.create({
        collection: "users",
        data: { email: "new@staff.example", password: strong, roles: ["admin"] },
        ...as("editor"),
      }),
    ).rejects.toThrow(/not allowed/i);
    const seen = await payload.find({ collection: "users", ...as("editor") });
    expect(seen.docs.map((u) => u.email)).toEqual(["editor@staff.example"]);
    const self = await payload.update({
      collection: "users",
      id: users.editor.id,
      data: { roles: ["admin"] },
      ...as("editor"),
    });
    expect(self.roles).toEqual(["editor"]);
    // Sales staff cannot change the site's content.
    const settings = payload.updateGlobal({ slug: "site-settings", data: { email: "x@y.example" }, ...as("sales") });
    await expect(settings).rejects.toThrow(/not allowed/i);
    // Admins manage accounts.
    const created = await payload.create({
      collection: "users",
      data: { email: "second@staff.example", password: strong, roles: ["sales"] },
      ...as("admin"),
    });
    expect(created.roles).toEqual(["sales"]);
    // Sales staff see the accounts a lead can be handed to (sales and admins), not the editors', and of their
    // colleagues only the names: the addresses are the admins'.
    const team = await payload.find({ collection: "users", ...as("sales"), sort: "createdAt" });
    expect(team.docs.map((u) => u.id)).toEqual([users.admin.id, users.sales.id, created.id]);
    expect(team.docs.map((u) => u.email)).toEqual([undefined, "sales@staff.example", undefined]);
    const everyone = await payload.find({ collection: "users", ...as("admin"), sort: "createdAt" });
    expect(everyone.docs.map((u) => u.email)).toContain("second@staff.example");
  });

  it("has no default account: nobody signs up from the web, and weak passwords are refused", async () => {
    await expect(
      payload.create({
        collection: "users",
        data: { email: "intruder@evil.example", password: strong, roles: ["admin"] },
      }),
    ).rejects.toThrow(/created by an administrator/);
    const { ADMIN_CREATE_CONTEXT } = await import("@/cms/collections/users");
    for (const weak of ["short1!", "password1234", "Password1234!", "qwertyuiop123", "Alexandria Training Center 1"]) {
      await expect(
        payload.create({
          collection: "users",
          data: { email: "weak@staff.example", password: weak, roles: ["editor"] },
          context: { [ADMIN_CREATE_CONTEXT]: true },
        }),
        weak,
      ).rejects.toThrow(/password/i);
    }
  });

  // Failed sign-ins, their limits and who lifts them: tests/integration/cms-rest.integ.ts (they count per client
  // address, which only a request over the API has).

  it("takes images with alt text in both languages, makes WebP sizes, and refuses SVG", async () => {
    const png = join(dataDir, "logo.png");
    writeFileSync(
      png,
      await sharp({ create: { width: 900, height: 300, channels: 3, background: "#0f4a80" } })
        .png()
        .toBuffer(),
    );
    // Both alternative texts, or the image is not saved: with one missing, the refusal names it.
    await expect(
      payload.create({ collection: "media", data: { alt: { en: "Example logo" } }, filePath: png, ...as("editor") }),
    ).rejects.toMatchObject({
      data: { errors: [{ path: "alt.ar", message: "Write the Arabic alternative text too." }] },
    });
    const media = await payload.create({
      collection: "media",
      data: { alt: { en: "Example logo", ar: "شعار على سبيل المثال" } },
      filePath: png,
      ...as("editor"),
    });
    // A page reads the text of its own language.
    for (const [locale, text] of [
      ["en", "Example logo"],
      ["ar", "شعار على سبيل المثال"],
    ] as const) {
      const read = await payload.findByID({ collection: "media", id: media.id, locale });
      const { imageView } = await import("@/content/cms");
      expect(imageView(read, locale)?.alt).toBe(text);
    }
    expect(media.sizes?.card?.mimeType).toBe("image/webp");
    expect(media.sizes?.card?.width).toBe(640);
    expect(media.width).toBe(900);
    // A logo narrower than some sizes: those are made at its own width, and the page's srcset lists it once.
    const small = join(dataDir, "small-logo.png");
    writeFileSync(
      small,
      await sharp({ create: { width: 600, height: 240, channels: 3, background: "#0f4a80" } })
        .png()
        .toBuffer(),
    );
    const logo = await payload.create({
      collection: "media",
      data: { alt: { en: "Small logo", ar: "شعار صغير" } },
      filePath: small,
      ...as("editor"),
    });
    const { imageView } = await import("@/content/cms");
    const widths = (imageView(logo, "en")?.srcSet ?? "").split(", ").map((entry) => entry.split(" ")[1]);
    expect(widths).toContain("600w");
    expect(new Set(widths).size).toBe(widths.length);
    const svg = join(dataDir, "logo.svg");
    writeFileSync(svg, '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await expect(
      payload.create({ collection: "media", data: { alt: { en: "x", ar: "x" } }, filePath: svg, ...as("editor") }),
    ).rejects.toThrow();
  });

  /**
   * The published menus as the site's getters (src/content/navigation.ts) read them, from this engine's CMS (the
   * getters' own cms() is the process's first Payload, the SQLite one).
   */
  const header = async (locale: "en" | "ar") => {
    const doc = await payload.findGlobal({ slug: "header", locale, depth: 1, ...as("sales") });
    return {
      items: (doc.items ?? []).map((item) => ({
        label: item.label,
        ...(linkAddress(item) ? { href: linkAddress(item) } : {}),
        children: (item.children ?? []).map(({ label, hint, ...link }) =>
          hint ? { label, href: linkAddress(link), hint } : { label, href: linkAddress(link) },
        ),
      })),
      button: { label: doc.button.label, href: linkAddress(doc.button) },
    };
  };

  it("keeps the business details' numbers in one form however they are typed, and says what a number needs", async () => {
    const current = await payload.findGlobal({ slug: "site-settings", depth: 0 });
    const save = (phone: { display: string; e164: string }, whatsapp: { display: string; number: string }) =>
      payload.updateGlobal({ slug: "site-settings", locale: "en", data: { phone, whatsapp }, ...as("editor") });
    try {
      const saved = await save(
        { display: "+20 3 487 2200", e164: "+20 3 487-2200" },
        { display: "+20 100 123 4567", number: "0100 123 4567" },
      );
      expect(saved.phone.e164).toBe("+2034872200");
      expect(saved.whatsapp.number).toBe("201001234567");
      await expect(
        save({ display: "x", e164: "call us" }, { display: "x", number: "201001234567" }),
      ).rejects.toMatchObject({
        data: {
          errors: expect.arrayContaining([
            expect.objectContaining({ message: expect.stringMatching(/starting with \+20/) }),
          ]),
        },
      });
    } finally {
      await save(current.phone, current.whatsapp);
    }
  });

  it("seeds the header and footer from the site's menus, with Schedule and News in the header", async () => {
    const [en, ar] = await Promise.all([header("en"), header("ar")]);
    expect(en.items.map((item) => [item.label, item.href ?? null])).toEqual([
      ["Home", "/"],
      ["About", "/about"],
      ["Training Programs", null],
      ["Schedule", "/schedule"],
      ["News", "/blog"],
      ["Contact", "/contact"],
    ]);
    expect(en.items[2]!.children.map((link) => link.href)).toEqual([
      "/training/it",
      "/training/english",
      "/training/business",
    ]);
    expect(en.items[2]!.children.every((link) => link.hint)).toBe(true);
    expect(en.button).toEqual({ label: "Get Started", href: "/start-learning" });
    // The same entries in Arabic, with Arabic texts.
    expect(ar.items.map((item) => item.href ?? null)).toEqual(en.items.map((item) => item.href ?? null));
    for (const text of [...ar.items.map((item) => item.label), ...ar.items[2]!.children.map((link) => link.hint!)]) {
      expect(text).toMatch(/[\u0600-\u06FF]/);
    }
    const footer = await payload.findGlobal({ slug: "footer", locale: "ar", depth: 1 });
    expect(footer.company!.map((link) => linkAddress(link))).toEqual([
      "/about",
      "/corporate",
      "/careers",
      "/blog",
      "/contact",
    ]);
    expect(footer.legal!.map((link) => linkAddress(link))).toEqual(["/privacy", "/terms", "/cookies"]);
    expect(footer.legal!.map((link) => link.label)).toHaveLength(3);
  });

  it("gives the schedule search texts of its own, live in both languages together; sales cannot change them", async () => {
    // What a visitor's read gets (the site's getter, src/content/schedule-page.ts, reads this way).
    const visitor = async (locale: "en" | "ar") =>
      (await payload.findGlobal({ slug: "schedule-page", locale, depth: 0, overrideAccess: false }))?.meta ?? {};
    const save = (locale: "en" | "ar", title: string, status: "draft" | "published") =>
      payload.updateGlobal({
        slug: "schedule-page",
        locale,
        data: { meta: { title, description: `${title}.` }, _status: status } as never,
        ...as("editor"),
      });
    expect((await visitor("en")).title ?? undefined).toBeUndefined();
    // Published only with the Arabic texts too: an English draft first, which visitors do not see.
    await expect(save("en", "January intakes", "published")).rejects.toThrow();
    await save("en", "January intakes", "draft");
    expect((await visitor("en")).title ?? undefined).toBeUndefined();
    await save("ar", "دفعات يناير", "published");
    expect(await visitor("en")).toMatchObject({ title: "January intakes", description: "January intakes." });
    expect(await visitor("ar")).toMatchObject({ title: "دفعات يناير", description: "دفعات يناير." });
    await expect(
      payload.updateGlobal({ slug: "schedule-page", data: { meta: { title: "x" } } as never, ...as("sales") }),
    ).rejects.toThrow(/not allowed/i);
  });

  it("takes a menu edit in both languages, and refuses links the site cannot follow", async () => {
    const current = await payload.findGlobal({ slug: "header", locale: "en", depth: 0 });
    const items = current.items!;
    const save = (data: object, locale: "en" | "ar" = "en", status: "draft" | "published" = "published") =>
      payload.updateGlobal({ slug: "header", locale, data: { ...data, _status: status } as never, ...as("editor") });

    // The address itself is refused, on its field (an entry with no text in either language passes the bilingual
    // check, so the refusal is the address's own).
    const refusedPaths = async (data: object) => {
      const error = await save(data).then(
        () => undefined,
        (thrown: { data?: { errors?: { path: string; message: string }[] } }) => thrown,
      );
      return (error?.data?.errors ?? []).map((e) => e.path);
    };
    const added = `items.${items.length}`;
    for (const href of ["javascript:alert(1)", "http://example.com", "schedule", "/Schedule", "/a b"]) {
      expect(await refusedPaths({ items: [...items, { href }] }), href).toContain(`${added}.href`);
    }
    expect(await refusedPaths({ items: [...items, { href: "/schedule" }] })).not.toContain(`${added}.href`);
    expect(await refusedPaths({ items: [...items, { children: [] }] })).toContain("items");
    // Published only with the Arabic text too: a draft in English first, then the Arabic, published.
    const withCorporate = [...items, { label: "For Companies", href: "/corporate" }];
    await expect(save({ items: withCorporate })).rejects.toThrow();
    await save({ items: withCorporate }, "en", "draft");
    const arabic = (await payload.findGlobal({ slug: "header", locale: "ar", draft: true, depth: 0 })).items!;
    expect(arabic).toHaveLength(items.length + 1);
    await save(
      { items: arabic.map((item, index) => (index === items.length ? { ...item, label: "للشركات" } : item)) },
      "ar",
    );
    expect((await header("en")).items.at(-1)).toEqual({ label: "For Companies", href: "/corporate", children: [] });
    expect((await header("ar")).items.at(-1)).toEqual({ label: "للشركات", href: "/corporate", children: [] });
    // Sales staff read the published menu like visitors, and cannot change it.
    await expect(payload.updateGlobal({ slug: "header", data: { items }, ...as("sales") })).rejects.toThrow(
      /not allowed/i,
    );
    await save({ items }, "en");
    expect((await header("en")).items).toHaveLength(items.length);
  });

  it("leads a menu entry that points at a page to the page's current address, after a change of its slug", async () => {
    const current = await payload.findGlobal({ slug: "header", locale: "en", depth: 0 });
    const made = await payload.create({
      collection: "pages",
      locale: "en",
      data: {
        title: "Open house",
        slug: "open-house",
        hero: { type: "basic", title: "Open house" },
        _status: "draft",
      } as never,
      context: { seed: true },
    });
    await payload.update({
      collection: "pages",
      id: made.id,
      locale: "ar",
      data: { title: "يوم مفتوح", hero: { type: "basic", title: "يوم مفتوح" }, _status: "published" } as never,
      context: { seed: true },
    });
    const entry = { label: "Open house", type: "reference", reference: { relationTo: "pages", value: made.id } };
    await payload.updateGlobal({
      slug: "header",
      locale: "en",
      data: { items: [...current.items!, entry], _status: "published" } as never,
      context: { seed: true },
    });
    try {
      expect((await header("en")).items.at(-1)).toEqual({ label: "Open house", href: "/open-house", children: [] });
      await payload.update({ collection: "pages", id: made.id, data: { slug: "open-day" }, ...as("editor") });
      expect((await header("en")).items.at(-1)).toEqual({ label: "Open house", href: "/open-day", children: [] });
    } finally {
      await payload.updateGlobal({
        slug: "header",
        locale: "en",
        data: { items: current.items, _status: "published" } as never,
        context: { seed: true },
      });
    }
  });
});

/**
 * PATCH of payload 3.90.1 (its restore endpoint, POST …/versions/:id, shadowed by a collection's or global's own
 * endpoint of the same path, which Payload matches first): restoring a draft version of a published document keeps
 * the published version live. Its message in the admin: src/cms/admin/restore-refusal.tsx.
 * Upstream: payload@3.90.1
 * Test: tests/e2e/restore.e2e.ts (the published version stays after a draft is restored) and
 * tests/integration/cms.integ.ts (versions restored) fail when Payload's endpoint order or restore operation changes.
 */
import {
  restoreVersionOperation,
  type CollectionSlug,
  type Endpoint,
  type GlobalSlug,
  type PayloadRequest,
} from "payload";
import { RESTORED_VERSION } from "../cms/hooks/bilingual";
import { say } from "../cms/fields/say";

const kept = (req: PayloadRequest) =>
  say(
    req,
    "Restored as a draft: the published version stays on the site. Check it and publish it to put it live.",
    "تمت الاستعادة كمسودة: تبقى النسخة المنشورة على الموقع. راجعها ثم انشرها لتظهر على الموقع.",
  );
const restored = (req: PayloadRequest) => say(req, "Restored.", "تمت الاستعادة.");

/**
 * Payload's own restore (POST …/versions/:id, what the admin's "Restore" button sends) writes the version over the
 * document with the version's status: restoring a draft row of a published document took the page off the site
 * with "restored successfully" on screen. This endpoint answers first (a collection's or global's own endpoints
 * come before Payload's) and restores such a version as a draft instead: the published version stays live, the
 * restored one is the draft to check and publish, and the message says so in the admin's language. Any other
 * restore is Payload's, unchanged; access is Payload's (update rights on the document).
 */
export function safeRestoreEndpoint(kind: "collection", slug: CollectionSlug): Endpoint;
export function safeRestoreEndpoint(kind: "global", slug: GlobalSlug): Endpoint;
export function safeRestoreEndpoint(kind: "collection" | "global", slug: string): Endpoint {
  return {
    path: "/versions/:id",
    method: "post",
    handler: async (req) => {
      const id = String(req.routeParams?.id ?? "");
      const asked = req.searchParams.get("draft") === "true";
      const depth = 0;
      if (kind === "collection") {
        const collection = slug as CollectionSlug;
        const version = await req.payload.findVersionByID({
          collection,
          id,
          depth,
          req,
          overrideAccess: false,
          user: req.user,
          disableErrors: true,
        });
        if (!version) return Response.json({ errors: [{ message: req.t("error:notFound") }] }, { status: 404 });
        const current = await req.payload.findByID({
          collection,
          id: version.parent as number,
          depth,
          req,
          overrideAccess: false,
          user: req.user,
          disableErrors: true,
        });
        const keepLive =
          !asked &&
          (version.version as { _status?: string })._status === "draft" &&
          (current as { _status?: string } | null)?._status === "published";
        // The version in every language, for the bilingual check of what the restore writes (src/cms/hooks/bilingual.ts).
        const { docs: stored } = await req.payload.db.findVersions({
          collection,
          where: { id: { equals: id } },
          locale: "all",
          limit: 1,
          pagination: false,
          req,
        });
        req.context[RESTORED_VERSION] = stored[0]?.version;
        // The operation itself, as Payload's endpoint runs it (the Local API's restoreVersion drops `draft`).
        const doc = await restoreVersionOperation({
          id,
          collection: req.payload.collections[collection],
          depth,
          draft: asked || keepLive,
          req,
        });
        return Response.json({ ...doc, message: keepLive ? kept(req) : restored(req) });
      }
      // A global: Payload's restore writes the version over the global even "as a draft", so a draft version of a
      // published global is kept as the newest draft instead, as it was stored (every language), and nothing else.
      const global = slug as GlobalSlug;
      const version = await req.payload.findGlobalVersionByID({
        slug: global,
        id,
        depth,
        req,
        overrideAccess: false,
        user: req.user,
        disableErrors: true,
      });
      if (!version) return Response.json({ errors: [{ message: req.t("error:notFound") }] }, { status: 404 });
      const current = await req.payload.findGlobal({ slug: global, depth, req, overrideAccess: false, user: req.user });
      const keepLive =
        (asked || (version.version as { _status?: string })._status === "draft") &&
        (current as { _status?: string })._status === "published";
      if (!keepLive) {
        const doc = await req.payload.restoreGlobalVersion({
          slug: global,
          id,
          depth,
          req,
          overrideAccess: false,
          user: req.user,
        });
        return Response.json({ doc, message: restored(req) });
      }
      // Payload's own access rule for a restore: updating the global.
      const update = req.payload.globals.config.find((g) => g.slug === global)?.access?.update;
      if (!req.user || (update && !(await update({ req, data: version.version }))))
        return Response.json({ errors: [{ message: req.t("error:unauthorized") }] }, { status: 403 });
      const { docs } = await req.payload.db.findGlobalVersions({
        global,
        where: { id: { equals: id } },
        locale: "all",
        limit: 1,
        pagination: false,
        req,
      });
      const now = new Date().toISOString();
      await req.payload.db.createGlobalVersion({
        globalSlug: global,
        autosave: false,
        createdAt: now,
        updatedAt: now,
        versionData: { ...(docs[0]!.version as Record<string, unknown>), _status: "draft", updatedAt: now },
        req,
      });
      return Response.json({ ...(version.version as object), message: kept(req) });
    },
  };
}

import type { CollectionConfig, CollectionSlug, Field, GlobalConfig, GlobalSlug } from "payload";
import { hiddenFromSales, isEditor, publishedOrEditor, staffName } from "./access";
import { bilingualCollection, bilingualGlobal } from "./hooks/bilingual";
import { refreshAfterChange, refreshAfterDelete, refreshAfterGlobalChange } from "./hooks/revalidate";
import { safeRestoreEndpoint } from "./safe-restore";

/** Drafts, and the last 50 published versions of each document to compare and restore. */
const versions = { drafts: { autosave: false }, maxPerDoc: 50 } as const;

/**
 * The same, with Payload's scheduled publish (a date and time to publish or unpublish at, in the admin's Publish
 * menu): its jobs are run once a minute by one instance (src/server/scheduled-jobs.ts).
 */
const scheduledVersions = { drafts: { autosave: false, schedulePublish: true }, maxPerDoc: 50 } as const;

/**
 * Beside Save and Publish: a refused publish keeps the edits savable as a draft, and switching the content language
 * asks before dropping unsaved edits (src/cms/admin/unsaved-guard.tsx).
 */
const unsavedGuard = "/cms/admin/unsaved-guard#UnsavedGuard";

/**
 * Who saved this version: the staff member's name (else their address), written by the server on every save
 * from the signed-in account, whatever a browser sends. Kept in each version, so the Versions view's comparison
 * shows who made it. Staff only: visitors and the public API never see it.
 */
const editedBy: Field = {
  name: "editedBy",
  type: "text",
  label: { en: "Last saved by", ar: "آخر تعديل بواسطة" },
  access: { read: ({ req }) => Boolean(req.user) },
  admin: {
    readOnly: true,
    position: "sidebar",
    description: {
      en: "Filled in on saving. Empty on the content the site was set up with, until someone saves it.",
      ar: "يُملأ تلقائيًا عند الحفظ، ويبقى فارغًا في المحتوى الذي أُضيف عند تجهيز الموقع حتى يحفظه أحد.",
    },
  },
  hooks: {
    beforeChange: [({ req, value, previousValue }) => (req.user ? (staffName(req) ?? value) : (previousValue ?? null))],
  },
};

/**
 * A collection of site content: edited by editors and admins, saved as drafts, published with both
 * languages complete (unless `bilingual: false`: a document that may exist in one language only, such as a
 * news post), kept in versions, and live on the site right after publishing.
 */
export function contentCollection(
  config: CollectionConfig,
  { bilingual = true, scheduled = false } = {},
): CollectionConfig {
  return {
    ...config,
    admin: {
      group: { en: "Content", ar: "المحتوى" },
      hidden: hiddenFromSales,
      ...config.admin,
      components: {
        ...config.admin?.components,
        edit: {
          ...config.admin?.components?.edit,
          beforeDocumentControls: [...(config.admin?.components?.edit?.beforeDocumentControls ?? []), unsavedGuard],
        },
      },
    },
    access: {
      read: publishedOrEditor,
      // Drafts and earlier versions: the content team's, not sales'.
      readVersions: isEditor,
      create: isEditor,
      update: isEditor,
      delete: isEditor,
      ...config.access,
    },
    versions: scheduled ? scheduledVersions : versions,
    fields: [...config.fields, editedBy],
    // Restoring a draft version never takes the published document off the site (src/cms/safe-restore.ts).
    endpoints: [safeRestoreEndpoint("collection", config.slug as CollectionSlug), ...(config.endpoints || [])],
    hooks: {
      ...config.hooks,
      beforeChange: [...(config.hooks?.beforeChange ?? []), ...(bilingual ? [bilingualCollection] : [])],
      afterChange: [...(config.hooks?.afterChange ?? []), refreshAfterChange],
      afterDelete: [...(config.hooks?.afterDelete ?? []), refreshAfterDelete],
    },
  };
}

/** A single set of site content (settings, a page's sections), with the same rules. */
export function contentGlobal(config: GlobalConfig): GlobalConfig {
  return {
    ...config,
    admin: {
      group: { en: "Pages and settings", ar: "الصفحات والإعدادات" },
      hidden: hiddenFromSales,
      ...config.admin,
      components: {
        ...config.admin?.components,
        elements: {
          ...config.admin?.components?.elements,
          beforeDocumentControls: [...(config.admin?.components?.elements?.beforeDocumentControls ?? []), unsavedGuard],
        },
      },
    },
    access: { read: publishedOrEditor, readVersions: isEditor, update: isEditor, ...config.access },
    versions,
    fields: [...config.fields, editedBy],
    endpoints: [safeRestoreEndpoint("global", config.slug as GlobalSlug), ...(config.endpoints || [])],
    hooks: {
      ...config.hooks,
      beforeChange: [...(config.hooks?.beforeChange ?? []), bilingualGlobal],
      afterChange: [...(config.hooks?.afterChange ?? []), refreshAfterGlobalChange],
    },
  };
}

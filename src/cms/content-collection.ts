import type { CollectionConfig, CollectionSlug, GlobalConfig, GlobalSlug } from "payload";
import { hiddenFromSales, isEditor, publishedOrEditor } from "./access";
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
    admin: { group: { en: "Content", ar: "المحتوى" }, hidden: hiddenFromSales, ...config.admin },
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
    admin: { group: { en: "Pages and settings", ar: "الصفحات والإعدادات" }, hidden: hiddenFromSales, ...config.admin },
    access: { read: publishedOrEditor, readVersions: isEditor, update: isEditor, ...config.access },
    versions,
    endpoints: [safeRestoreEndpoint("global", config.slug as GlobalSlug), ...(config.endpoints || [])],
    hooks: {
      ...config.hooks,
      beforeChange: [...(config.hooks?.beforeChange ?? []), bilingualGlobal],
      afterChange: [...(config.hooks?.afterChange ?? []), refreshAfterGlobalChange],
    },
  };
}

import {
  validations,
  type CollectionConfig,
  type CollectionSlug,
  type Field,
  type GlobalConfig,
  type GlobalSlug,
} from "payload";
import { hiddenFromSales, isEditor, publishedOrEditor, staffName, trashOrAdmin } from "../access";
import { bilingualCollection, bilingualGlobal } from "../hooks/bilingual";
import { refreshAfterChange, refreshAfterDelete, refreshAfterGlobalChange } from "../hooks/revalidate";
import { safeRestoreEndpoint } from "../../patches/payload-safe-restore";

/**
 * Drafts, and the last 50 published versions of each document to compare and restore. A draft's fields are
 * checked at every save (`validate`: without it Payload checks no field of a draft, and `javascript:` links and
 * `../etc` slugs were stored as drafts): what is filled in must have its shape. What must be filled in waits for
 * publishing (presenceAtPublishing, and the bilingual rule for the other language: src/cms/hooks/bilingual.ts).
 */
const versions = { drafts: { autosave: false, validate: true }, maxPerDoc: 50 } as const;

/**
 * The same, with Payload's scheduled publish (a date and time to publish or unpublish at, in the admin's Publish
 * menu): its jobs are run by Payload's job runner in the server (jobs.autoRun in src/payload.config.ts).
 */
const scheduledVersions = {
  drafts: { autosave: false, schedulePublish: true, validate: true },
  maxPerDoc: 50,
} as const;

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

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

type Validate = (value: unknown, options: { data?: { _status?: unknown } } & Record<string, unknown>) => unknown;

/**
 * The fields with their checks, except that while the document is a draft an empty field passes, and a list
 * need not have its fewest rows yet: a draft may be half written, never malformed. Each field keeps its own
 * check, else Payload's for its type (which Payload would otherwise give it; it passes the field's settings
 * among the options).
 */
export function presenceAtPublishing(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (field.type === "tabs")
      return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: presenceAtPublishing(tab.fields) })) };
    if (field.type === "blocks") {
      const blocks = field.blocks.map((block) => ({ ...block, fields: presenceAtPublishing(block.fields) }));
      return withPresenceAtPublishing({ ...field, blocks });
    }
    if ("fields" in field) {
      const inner = { ...field, fields: presenceAtPublishing(field.fields) } as Field;
      return field.type === "array" ? withPresenceAtPublishing(inner) : inner;
    }
    return field.type === "ui" || field.type === "join" ? field : withPresenceAtPublishing(field);
  });
}

function withPresenceAtPublishing(field: Field): Field {
  if ("virtual" in field && field.virtual) return field;
  const own = ("validate" in field ? field.validate : undefined) as unknown as Validate | undefined;
  const check = own ?? (validations[field.type as keyof typeof validations] as unknown as Validate | undefined);
  if (!check) return field;
  const validate: Validate = (value, options) => {
    // Called with the value alone (the seed's own check, check-seed.ts): the field's own check, as before.
    if (!options) return own ? own(value, options) : true;
    if (options.data?._status !== "draft") return check(value, options);
    // A draft: what is filled in is checked for its shape (length, format, the most rows), not for being there.
    return isEmpty(value) ? true : check(value, { ...options, required: false, minRows: undefined });
  };
  return { ...field, validate } as Field;
}

/** The Versions view with a column for who saved each version (src/cms/admin/versions-view.tsx). */
function withAuthorInVersions<T extends { views?: { edit?: object } }>(components: T | undefined): T {
  return {
    ...components,
    views: {
      ...components?.views,
      edit: { ...components?.views?.edit, versions: { Component: "/cms/admin/versions-view#VersionsWithAuthor" } },
    },
  } as T;
}

/**
 * A collection of site content: edited by editors and admins, saved as drafts, published with both
 * languages complete (unless `bilingual: false`: a document that may exist in one language only, such as a
 * news post), kept in versions, and live on the site right after publishing. With Payload's `trash`, deleting
 * moves a document to the collection's trash (off the site: no read finds it unless it asks for the trash), which
 * editors restore from and only admins empty.
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
      components: withAuthorInVersions({
        ...config.admin?.components,
        edit: {
          ...config.admin?.components?.edit,
          beforeDocumentControls: [...(config.admin?.components?.edit?.beforeDocumentControls ?? []), unsavedGuard],
        },
      }),
    },
    access: {
      read: publishedOrEditor,
      // Drafts and earlier versions: the content team's, not sales'.
      readVersions: isEditor,
      create: isEditor,
      update: isEditor,
      delete: config.trash ? trashOrAdmin : isEditor,
      ...config.access,
    },
    versions: scheduled ? scheduledVersions : versions,
    fields: [...presenceAtPublishing(config.fields), editedBy],
    // Restoring a draft version never takes the published document off the site (src/patches/payload-safe-restore.ts).
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
      components: withAuthorInVersions({
        ...config.admin?.components,
        elements: {
          ...config.admin?.components?.elements,
          beforeDocumentControls: [...(config.admin?.components?.elements?.beforeDocumentControls ?? []), unsavedGuard],
        },
      }),
    },
    access: { read: publishedOrEditor, readVersions: isEditor, update: isEditor, ...config.access },
    versions,
    fields: [...presenceAtPublishing(config.fields), editedBy],
    endpoints: [safeRestoreEndpoint("global", config.slug as GlobalSlug), ...(config.endpoints || [])],
    hooks: {
      ...config.hooks,
      beforeChange: [...(config.hooks?.beforeChange ?? []), bilingualGlobal],
      afterChange: [...(config.hooks?.afterChange ?? []), refreshAfterGlobalChange],
    },
  };
}

/**
 * PATCH of payload 3.90.1 / @payloadcms/ui 3.90.1 (labels given as `{ en, ar }` are made functions of the admin's
 * language, over the whole configuration): two screen-reader texts of the admin print such a label as
 * "[object Object]".
 * Upstream: payload@3.90.1, @payloadcms/ui@3.90.1
 * Test: src/patches/payload-labels.test.ts, src/patches/payload-admin-labels.test.ts and tests/e2e/media-alt.e2e.ts.
 */
import type { CollectionConfig, Config, Field, GlobalConfig, LabelFunction } from "payload";
import type { Label } from "../cms/fields";

const isBoth = (label: unknown): label is Label =>
  !!label &&
  typeof label === "object" &&
  typeof (label as Label).en === "string" &&
  typeof (label as Label).ar === "string";

const bothOf = new WeakMap<LabelFunction, Label>();

/**
 * The label as a function of the admin's language. Payload's admin renders `{ en, ar }` labels in the reader's
 * language on screen, but two of its screen-reader texts take the label object as it is (3.90.1): a list column's
 * sort buttons ("Sort by [object Object] Ascending", buildColumnState) and a relationship's add button ("Add new
 * [object Object]", the document drawer's toggler, from the related collection's name). A label given as a
 * function is called with the admin's language when Payload builds the admin's configuration for that language,
 * so every screen, and those texts, get the one string.
 */
export function inAdminLanguage(label: Label): LabelFunction {
  const resolve: LabelFunction = ({ i18n }) => (i18n?.language === "ar" ? label.ar : label.en) || label.en;
  bothOf.set(resolve, label);
  return resolve;
}

/** Both languages of a label written as `{ en, ar }`, whether or not it was made a function since. */
export function labelInBoth(label: unknown): Label | undefined {
  if (typeof label === "function") return bothOf.get(label as LabelFunction);
  return isBoth(label) ? label : undefined;
}

function fieldsInAdminLanguage(fields: Field[]): Field[] {
  return fields.map((field) => {
    const next = { ...field } as Field & { label?: unknown; fields?: Field[] };
    if ("label" in field && isBoth(field.label)) next.label = inAdminLanguage(field.label);
    if ("fields" in field && Array.isArray(field.fields)) next.fields = fieldsInAdminLanguage(field.fields);
    // Tabs keep their { en, ar } labels: Payload resolves a tab's label function without the language.
    if (field.type === "tabs") {
      (next as typeof field).tabs = field.tabs.map((tab) => ({ ...tab, fields: fieldsInAdminLanguage(tab.fields) }));
    }
    if (field.type === "blocks" && field.blocks) {
      (next as typeof field).blocks = field.blocks.map((block) => ({
        ...block,
        fields: fieldsInAdminLanguage(block.fields),
      }));
    }
    return next as Field;
  });
}

function collectionInAdminLanguage(collection: CollectionConfig): CollectionConfig {
  const { labels } = collection;
  return {
    ...collection,
    fields: fieldsInAdminLanguage(collection.fields),
    ...(labels && {
      labels: {
        singular: isBoth(labels.singular) ? inAdminLanguage(labels.singular) : labels.singular,
        plural: isBoth(labels.plural) ? inAdminLanguage(labels.plural) : labels.plural,
      },
    }),
  };
}

function globalInAdminLanguage(global: GlobalConfig): GlobalConfig {
  return {
    ...global,
    fields: fieldsInAdminLanguage(global.fields),
    ...(isBoth(global.label) && { label: inAdminLanguage(global.label) }),
  };
}

/**
 * A plugin, last in the list so that it sees the fields the other plugins added: the `{ en, ar }` labels of
 * collections, globals and their fields become functions of the admin's language (see inAdminLanguage).
 */
export function labelsInAdminLanguage(config: Config): Config {
  return {
    ...config,
    collections: config.collections?.map(collectionInAdminLanguage),
    globals: config.globals?.map(globalInAdminLanguage),
  };
}

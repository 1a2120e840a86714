/**
 * PATCH of payload 3.90.1 (its internal collection `payload-locked-documents`, whose access rules are edited after
 * `buildConfig` made it: the configuration has no option for them). Why: see below.
 * Upstream: payload@3.90.1
 * Test: tests/integration/cms-rest.integ.ts ("keeps document locks to those who may change the document") fails
 * when Payload's lock collection changes (its slug, its fields, or rules of its own that this no longer reaches).
 */
import {
  Forbidden,
  type Access,
  type CollectionBeforeChangeHook,
  type PayloadRequest,
  type SanitizedConfig,
  type Where,
} from "payload";
import { hasRole } from "../cms/access";

/**
 * Payload's document locks ("someone else is editing this") are records of its internal collection
 * `payload-locked-documents`, which Payload adds while it builds the config, with its default rule: any
 * signed-in staff member may create, read, change and delete any lock. An editor could then lock a lead it
 * cannot even read (sales saves answered 423) or write locks in a colleague's name. The admin itself creates
 * locks through the database adapter (not the API) when a document opens, reads them, takes one over for
 * the signed-in user (`PATCH {user}`) and deletes its own when the document closes. So, over the API:
 * - nobody creates a lock;
 * - a lock is seen, taken over or released only by someone who may change the locked document or global;
 * - a take-over names the signed-in user and nothing else: not another account, not another document.
 */
export const LOCKS = "payload-locked-documents";

type AccessArgs = Parameters<Access>[0];

/** Whether the rule lets this request through (a query constraint counts: it narrows, it does not refuse). */
async function passes(rule: Access | undefined, args: AccessArgs): Promise<boolean> {
  if (!rule) return Boolean(args.req.user);
  return (await rule(args)) !== false;
}

/** The collections and globals whose documents the signed-in user may change. */
async function changeable(req: PayloadRequest): Promise<{ collections: string[]; globals: string[] }> {
  const collections: string[] = [];
  for (const { config } of Object.values(req.payload.collections)) {
    if (config.slug === LOCKS || config.lockDocuments === false) continue;
    if (await passes(config.access.update, { req })) collections.push(config.slug);
  }
  const globals: string[] = [];
  for (const global of req.payload.config.globals) {
    if (global.lockDocuments === false) continue;
    if (await passes(global.access.update, { req })) globals.push(global.slug);
  }
  return { collections, globals };
}

/** Locks of documents and globals the user may change; nothing without a session. */
const locksOfWhatYouMayChange: Access = async ({ req }) => {
  if (!req.user) return false;
  if (hasRole(req.user, "admin")) return true;
  const { collections, globals } = await changeable(req);
  const or: Where[] = [];
  // One condition per collection: the database adapters query a relationship's `relationTo` with `equals` only.
  for (const slug of collections) or.push({ "document.relationTo": { equals: slug } });
  if (globals.length) or.push({ globalSlug: { in: globals } });
  return or.length ? { or } : false;
};

function idOf(value: unknown): unknown {
  return value && typeof value === "object" && "value" in value ? (value as { value: unknown }).value : value;
}

/** A take-over changes only the lock's user, to the signed-in user. */
const takeOverForYourselfOnly: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== "update" || !req.user) return data;
  const user = data.user as { relationTo?: unknown; value?: unknown } | undefined;
  const forSelf =
    user == null || (user.relationTo === req.user.collection && String(idOf(user)) === String(req.user.id));
  const sameDocument =
    (data.document === undefined ||
      (String(idOf(data.document)) === String(idOf(originalDoc?.document)) &&
        (data.document as { relationTo?: unknown }).relationTo ===
          (originalDoc?.document as { relationTo?: unknown } | undefined)?.relationTo)) &&
    (data.globalSlug === undefined || data.globalSlug === originalDoc?.globalSlug);
  if (!forSelf || !sameDocument) throw new Forbidden(req.t);
  return data;
};

/** Applies the rules above to the lock collection Payload added to the built config. */
export function guardLockRecords(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === LOCKS);
  if (!locks) return config;
  locks.access = {
    ...locks.access,
    create: () => false,
    read: locksOfWhatYouMayChange,
    update: locksOfWhatYouMayChange,
    delete: locksOfWhatYouMayChange,
  };
  locks.hooks.beforeChange = [...(locks.hooks.beforeChange ?? []), takeOverForYourselfOnly];
  return config;
}

import type { Access, FieldAccess, PayloadRequest } from "payload";

/** Staff roles: admin (users and settings), editor (content and media), sales (leads). */
export const roles = ["admin", "editor", "sales"] as const;
export type Role = (typeof roles)[number];

type WithRoles = { roles?: unknown } | null | undefined;

export function hasRole(user: WithRoles, ...wanted: Role[]): boolean {
  const held = Array.isArray(user?.roles) ? (user.roles as string[]) : [];
  return wanted.some((role) => held.includes(role));
}

const role =
  (...wanted: Role[]): Access =>
  ({ req }) =>
    hasRole(req.user, ...wanted);

export const isAdmin = role("admin");
/** Content: the team that runs the site (editors) and admins. */
export const isEditor = role("admin", "editor");
/** Leads and their personal data: sales and admins. */
export const isSales = role("admin", "sales");
export const isStaff: Access = ({ req }) => Boolean(req.user);

/**
 * `delete` of a collection with a trash: the content team moves a document to the trash and takes it back out
 * (Payload asks `delete` with the trashing update's data, `deletedAt` set, and `update` to restore); only an admin
 * deletes for good (the trash's Delete and Empty trash, or a DELETE without the trash).
 */
export const trashOrAdmin: Access = ({ req, data }) =>
  (data as { deletedAt?: unknown } | undefined)?.deletedAt
    ? hasRole(req.user, "admin", "editor")
    : hasRole(req.user, "admin");

/**
 * `admin.hidden` of what only the content team works on: left out of the navigation and dashboard of a sales
 * user, who sees the lead desk and what a lead refers to (intakes). Access is not changed by it.
 */
export const hiddenFromSales = ({ user }: { user: unknown }): boolean => !hasRole(user as WithRoles, "admin", "editor");

/**
 * A visitor: no session, reading through the site's own pages (Payload's Local API, `src/content/read.ts`).
 * The same request without a session over the REST API (`/cms-api`) is refused: an anonymous client looping
 * deep reads slowed every page, and the pages never need it.
 */
export const isVisitorPage = (req: PayloadRequest): boolean => !req.user && req.payloadAPI === "local";

/**
 * Content: editors and admins read everything, drafts too; other staff and the site's pages (visitors) the
 * published versions; nobody else.
 */
export const publishedOrEditor: Access = ({ req }) => {
  if (!req.user) return isVisitorPage(req) ? { _status: { equals: "published" } } : false;
  return hasRole(req.user, "admin", "editor") ? true : { _status: { equals: "published" } };
};

export const adminField: FieldAccess = ({ req }) => hasRole(req.user, "admin");

export const userOf = (req: PayloadRequest) =>
  req.user as (WithRoles & { id?: string | number; email?: string; name?: unknown }) | null;

/** How the admin names the signed-in staff member: their name, else their e-mail; undefined for nobody. */
export const staffName = (req: PayloadRequest): string | undefined => {
  const user = userOf(req);
  return (typeof user?.name === "string" && user.name) || user?.email || undefined;
};

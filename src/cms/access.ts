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
 * Content over the REST API is for staff: editors and admins read drafts too, other staff the published
 * versions, and nobody without a session (an anonymous client looping deep reads slowed every page). The
 * site's own pages read through the Local API, which does not apply access rules, and ask for what they
 * need (published, or drafts in preview).
 */
export const publishedOrEditor: Access = ({ req }) => {
  if (!req.user) return false;
  return hasRole(req.user, "admin", "editor") ? true : { _status: { equals: "published" } };
};

export const adminField: FieldAccess = ({ req }) => hasRole(req.user, "admin");

export const userOf = (req: PayloadRequest) =>
  req.user as (WithRoles & { id?: string | number; email?: string }) | null;

import "server-only";
import type { PayloadRequest } from "payload";
import { hasRole } from "@/cms/access";
import { container } from "./container";

/**
 * The buttons of the admin dashboard's mail and spam panel (src/server/admin/lead-health.tsx). They act on the lead
 * store, so they are the site's routes (src/app/(payload)/cms-api/leads/…/route.ts), not endpoints of the CMS's
 * configuration: the configuration does not load the lead server. Each takes the request as Payload makes it
 * (createPayloadRequest: the signed-in staff member, the admin's language, the route's parameters).
 */

/** Where the buttons of the dashboard's mail and spam panel come back to. */
const BACK = "/admin#lead-health";

function refused(req: PayloadRequest): Response | undefined {
  if (hasRole(req.user, "admin", "sales")) return undefined;
  const message = req.i18n?.language === "ar" ? "غير مسموح لك بهذا الإجراء." : "You are not allowed to do this.";
  return Response.json({ errors: [{ message }] }, { status: 403 });
}

const back = (done: boolean) =>
  new Response(null, {
    status: 303,
    headers: { location: done ? BACK : `/admin?lead-health=unchanged${BACK.slice(6)}` },
  });

/** POST /cms-api/leads/outbox/:id/resend: a dead-lettered mail (or desk copy) is tried again from now. */
export async function resendDead(req: PayloadRequest): Promise<Response> {
  const no = refused(req);
  if (no) return no;
  const id = Number(req.routeParams?.id);
  if (!Number.isInteger(id) || id <= 0) return back(false);
  const c = container();
  const done = await c.store.resendDead(id, Date.now());
  if (done) c.worker.poke();
  return back(done);
}

/** POST /cms-api/leads/spam/:ref/release: a suspected-spam lead is genuine; its mails and desk copy are queued. */
export async function releaseSpam(req: PayloadRequest): Promise<Response> {
  const no = refused(req);
  if (no) return no;
  const ref = String(req.routeParams?.ref ?? "");
  if (!/^[A-Z]-[0-9A-Z]{8}$/.test(ref)) return back(false);
  const c = container();
  const done = await c.leads.releaseSpam(ref);
  if (done) c.worker.poke();
  return back(done);
}

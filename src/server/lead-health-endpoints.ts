import type { Endpoint, PayloadRequest } from "payload";
import { hasRole } from "@/cms/access";

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
export const resendDeadEndpoint: Endpoint = {
  path: "/outbox/:id/resend",
  method: "post",
  handler: async (req) => {
    const no = refused(req);
    if (no) return no;
    const id = Number(req.routeParams?.id);
    if (!Number.isInteger(id) || id <= 0) return back(false);
    // The lead store, loaded with the first use, not with the CMS configuration that imports this file (the
    // CMS's command line loads it too).
    const { container } = await import("./container");
    const c = container();
    const done = await c.store.resendDead(id, Date.now());
    if (done) c.worker.poke();
    return back(done);
  },
};

/** POST /cms-api/leads/spam/:ref/release: a suspected-spam lead is genuine; its mails and desk copy are queued. */
export const releaseSpamEndpoint: Endpoint = {
  path: "/spam/:ref/release",
  method: "post",
  handler: async (req) => {
    const no = refused(req);
    if (no) return no;
    const ref = String(req.routeParams?.ref ?? "");
    if (!/^[A-Z]-[0-9A-Z]{8}$/.test(ref)) return back(false);
    const { container } = await import("./container");
    const c = container();
    const done = await c.leads.releaseSpam(ref);
    if (done) c.worker.poke();
    return back(done);
  },
};

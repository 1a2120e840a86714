import config from "@payload-config";
import { createPayloadRequest } from "payload";
import { resendDead } from "@/server/lead-health-actions";

/** The dashboard's "Send again" of a dead delivery (src/server/lead-health-actions.ts), as Payload's API answers. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const req = await createPayloadRequest({ config, request });
  req.routeParams = await params;
  return resendDead(req);
}

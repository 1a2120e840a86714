import config from "@payload-config";
import { createPayloadRequest } from "payload";
import { releaseSpam } from "@/server/lead-health-actions";

/** The dashboard's "Not spam" of a suspected-spam lead (src/server/lead-health-actions.ts), as Payload's API answers. */
export async function POST(request: Request, { params }: { params: Promise<{ ref: string }> }): Promise<Response> {
  const req = await createPayloadRequest({ config, request });
  req.routeParams = await params;
  return releaseSpam(req);
}

import { corporateInput } from "@/schemas/corporate";
import { handleLeadPost } from "@/server/http/lead-endpoint";

export const dynamic = "force-dynamic";

/** A company's request for training for its team (the corporate page's form, or a page's corporate section). */
export function POST(request: Request) {
  return handleLeadPost(request, "corporate", corporateInput);
}

export { OPTIONS, GET, PUT, PATCH, DELETE } from "@/server/http/method-not-allowed";

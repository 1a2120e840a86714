import { contactInput } from "@/schemas/contact";
import { handleLeadPost } from "@/server/http/lead-endpoint";

export const dynamic = "force-dynamic";

export function POST(request: Request) {
  return handleLeadPost(request, "contact", contactInput);
}

export { OPTIONS, GET, PUT, PATCH, DELETE } from "@/server/http/method-not-allowed";

import { newsletterInput } from "@/schemas/newsletter";
import { handleLeadPost } from "@/server/http/lead-endpoint";

export const dynamic = "force-dynamic";

export function POST(request: Request) {
  return handleLeadPost(request, "newsletter", newsletterInput);
}

export { OPTIONS, GET, PUT, PATCH, DELETE } from "@/server/http/method-not-allowed";

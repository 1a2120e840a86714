import { newsletterInput } from "@/schemas/newsletter";
import { handleLeadPost } from "@/server/http/lead-endpoint";
import { methodNotAllowed } from "@/server/http/method-not-allowed";

export const dynamic = "force-dynamic";

export function POST(request: Request) {
  return handleLeadPost(request, "newsletter", newsletterInput);
}

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };

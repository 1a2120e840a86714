import { planInput } from "@/schemas/plan";
import { handleLeadPost } from "@/server/http/lead-endpoint";
import { methodNotAllowed } from "@/server/http/method-not-allowed";

export const dynamic = "force-dynamic";

export function POST(request: Request) {
  return handleLeadPost(request, "plan", planInput);
}

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };

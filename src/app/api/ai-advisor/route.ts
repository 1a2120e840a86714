import { handleAdvisorPost } from "@/server/http/advisor-endpoint";
import { methodNotAllowed } from "@/server/http/method-not-allowed";

export const dynamic = "force-dynamic";

export function POST(request: Request) {
  return handleAdvisorPost(request);
}

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };

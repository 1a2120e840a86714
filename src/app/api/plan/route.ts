import { planInput } from "@/schemas/plan";
import { handleLeadPost } from "@/server/http/lead-endpoint";

export const dynamic = "force-dynamic";

export function POST(request: Request) {
  return handleLeadPost(request, "plan", planInput);
}

export { OPTIONS, GET, PUT, PATCH, DELETE } from "@/server/http/method-not-allowed";

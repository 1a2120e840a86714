import { seatInput } from "@/schemas/intake-leads";
import { handleLeadPost } from "@/server/http/lead-endpoint";

export const dynamic = "force-dynamic";

export function POST(request: Request) {
  return handleLeadPost(request, "seat", seatInput);
}

export { OPTIONS, GET, PUT, PATCH, DELETE } from "@/server/http/method-not-allowed";

import { levelTestInput } from "@/schemas/level-test";
import { handleLeadPost } from "@/server/http/lead-endpoint";

export const dynamic = "force-dynamic";

/** After the English level test: the visitor asks to be called about the free placement interview. */
export function POST(request: Request) {
  return handleLeadPost(request, "level-test", levelTestInput);
}

export { OPTIONS, GET, PUT, PATCH, DELETE } from "@/server/http/method-not-allowed";

import { handleAdvisorPost } from "@/server/http/advisor-endpoint";

export const dynamic = "force-dynamic";

export function POST(request: Request) {
  return handleAdvisorPost(request);
}

export { OPTIONS, GET, PUT, PATCH, DELETE } from "@/server/http/method-not-allowed";

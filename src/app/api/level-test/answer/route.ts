import { handleLevelTestAnswer } from "@/server/http/level-test-endpoint";

export const dynamic = "force-dynamic";

export function POST(request: Request) {
  return handleLevelTestAnswer(request);
}

export { OPTIONS, GET, PUT, PATCH, DELETE } from "@/server/http/method-not-allowed";

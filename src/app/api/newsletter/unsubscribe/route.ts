import { handleUnsubscribe } from "@/server/http/subscription-endpoints";

export const dynamic = "force-dynamic";

export function POST(request: Request) {
  return handleUnsubscribe(request);
}

export { OPTIONS, GET, PUT, PATCH, DELETE } from "@/server/http/method-not-allowed";

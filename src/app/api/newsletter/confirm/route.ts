import { handleConfirm } from "@/server/http/subscription-endpoints";

export const dynamic = "force-dynamic";

export function POST(request: Request) {
  return handleConfirm(request);
}

export { OPTIONS, GET, PUT, PATCH, DELETE } from "@/server/http/method-not-allowed";

import { draftMode } from "next/headers";
import { redirect } from "next/navigation";

export const dynamic = "force-dynamic";

/** Leaves the preview: the site shows published content again. */
export async function GET(request: Request): Promise<Response> {
  (await draftMode()).disable();
  const back = new URL(request.url).searchParams.get("path") ?? "/";
  redirect(/^\/(?!\/)[A-Za-z0-9/_-]*$/.test(back) ? back : "/");
}

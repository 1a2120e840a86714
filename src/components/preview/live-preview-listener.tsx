"use client";

import { RefreshRouteOnSave } from "@payloadcms/live-preview-react";
import { useSyncExternalStore } from "react";
import { useRouter } from "@/i18n/navigation";

const never = () => () => undefined;

/**
 * In the admin's live preview (an editor's draft mode, the page framed by the admin on the same origin): the
 * page renders again from the server each time the editor saves, so the preview shows the draft as the site will.
 */
export function LivePreviewListener() {
  const router = useRouter();
  // The admin's origin is this page's own; known only in the browser.
  const origin = useSyncExternalStore(
    never,
    () => window.location.origin,
    () => undefined,
  );
  return origin ? <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} /> : null;
}

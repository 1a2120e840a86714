"use client";
import type { LeadSourceInput } from "@/schemas/lead-source";

const KEY = "lead-source:first-touch";

type FirstTouch = Pick<LeadSourceInput, "landingPage" | "referrerHost" | "utmSource" | "utmMedium" | "utmCampaign">;

/**
 * The first page of this browser session: the address the tab's document was loaded with (later pages are
 * client-side navigations), its referrer's host when it is another site, and its UTM tags. Kept in
 * sessionStorage (no cookie), so a later full page load in the same session keeps the first touch.
 */
function firstTouch(): FirstTouch {
  try {
    const kept = sessionStorage.getItem(KEY);
    if (kept) return JSON.parse(kept) as FirstTouch;
  } catch {
    // storage blocked: measured from this page
  }
  const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  const landing = new URL(entry?.name || location.href);
  let referrerHost: string | undefined;
  try {
    const referrer = document.referrer ? new URL(document.referrer) : undefined;
    if (referrer && referrer.host !== location.host) referrerHost = referrer.host;
  } catch {
    // not a URL
  }
  const utm = (name: string) => landing.searchParams.get(name)?.slice(0, 100) || undefined;
  const touch: FirstTouch = {
    landingPage: landing.pathname,
    referrerHost,
    utmSource: utm("utm_source"),
    utmMedium: utm("utm_medium"),
    utmCampaign: utm("utm_campaign"),
  };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(touch));
  } catch {
    // storage blocked
  }
  return touch;
}

function deviceClass(): LeadSourceInput["device"] {
  const width = window.innerWidth;
  return width < 768 ? "mobile" : width < 1024 ? "tablet" : "desktop";
}

/** What a lead form sends about where the lead came from (src/schemas/lead-source.ts). */
export function leadSource(): LeadSourceInput {
  return { ...firstTouch(), page: location.pathname, device: deviceClass() };
}

import type { Area } from "@/content/schema";

/** The one colour of each training area, as Tailwind classes (full strings so the scanner finds them). */
export const areaStyle: Record<Area, { badge: string; icon: string; border: string; text: string; solid: string }> = {
  it: {
    badge: "bg-it-50 text-it-700 ring-it-100",
    icon: "bg-it-50 text-it-700",
    border: "border-t-it-600",
    text: "text-it-700",
    solid: "bg-it-700 text-white",
  },
  english: {
    badge: "bg-english-50 text-english-700 ring-english-100",
    icon: "bg-english-50 text-english-700",
    border: "border-t-english-600",
    text: "text-english-700",
    solid: "bg-english-700 text-white",
  },
  business: {
    badge: "bg-business-50 text-business-700 ring-business-100",
    icon: "bg-business-50 text-business-700",
    border: "border-t-business-600",
    text: "text-business-700",
    solid: "bg-business-800 text-white",
  },
};

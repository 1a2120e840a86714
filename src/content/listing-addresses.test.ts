import { describe, expect, it } from "vitest";
import { newsPageOf, scheduleFiltersOf, scheduleFiltersOfSegment, scheduleSegment } from "./listing-addresses";

const now = new Date("2026-11-26T12:00:00Z");
const query = (search: string) => new URLSearchParams(search);

describe("the schedule's filter addresses", () => {
  it("reads the known values of a query and ignores the rest", () => {
    expect(scheduleFiltersOf(query("area=it&format=online&month=2026-12"), now)).toEqual({
      area: "it",
      format: "online",
      month: "2026-12",
    });
    expect(scheduleFiltersOf(query("area=IT&format=zoom&month=2026-13&utm_source=x"), now)).toEqual({});
  });

  it("takes only months from last month to two years ahead, so the filtered pages are bounded", () => {
    expect(scheduleFiltersOf(query("month=2026-10"), now).month).toBe("2026-10");
    expect(scheduleFiltersOf(query("month=2026-09"), now).month).toBeUndefined();
    expect(scheduleFiltersOf(query("month=2028-11"), now).month).toBe("2028-11");
    expect(scheduleFiltersOf(query("month=2028-12"), now).month).toBeUndefined();
  });

  it("makes one segment per set of filters, and reads back only the segments it makes", () => {
    expect(scheduleSegment({})).toBeUndefined();
    expect(scheduleSegment({ area: "english", month: "2027-01" })).toBe("english_all_2027-01");
    expect(scheduleFiltersOfSegment("english_all_2027-01", now)).toEqual({ area: "english", month: "2027-01" });
    expect(scheduleFiltersOfSegment("all_on-site_all", now)).toEqual({ format: "on-site" });
    for (const bad of ["all_all_all", "it_all", "it_all_all_x", "IT_all_all", "it_zoom_all", "it_all_2020-01", ""]) {
      expect(scheduleFiltersOfSegment(bad, now), bad).toBeUndefined();
    }
  });
});

describe("the news list's page addresses", () => {
  it("is page 1 without a number, the number for 1..999, and 0 (not found) for anything else", () => {
    expect(newsPageOf(query(""))).toBe(1);
    expect(newsPageOf(query("page=2"))).toBe(2);
    expect(newsPageOf(query("page=999"))).toBe(999);
    for (const bad of ["page=0", "page=02", "page=1000", "page=-1", "page=two", "page="]) {
      expect(newsPageOf(query(bad)), bad).toBe(0);
    }
  });
});

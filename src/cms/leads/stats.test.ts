import { describe, expect, it } from "vitest";
import { deskStats, endOfCairoDay, firstContactAt, followUpsDue } from "./stats";

const hour = 3_600_000;
// Wednesday 2026-11-25 12:00 UTC; its week starts on Monday 2026-11-23.
const now = Date.UTC(2026, 10, 25, 12);
const iso = (ms: number) => new Date(ms).toISOString();
const contacted = (at: number) => [{ field: "status", from: "new", to: "contacted", at: iso(at) }];

describe("the desk's figures", () => {
  it("counts leads per week and kind, landing pages and sources", () => {
    const stats = deskStats(
      [
        {
          kind: "contact",
          receivedAt: iso(now - hour),
          source: { landingPage: "/training/it", utmSource: "facebook" },
        },
        {
          kind: "plan",
          receivedAt: iso(now - 2 * hour),
          source: { landingPage: "/training/it", referrerHost: "www.google.com" },
        },
        { kind: "contact", receivedAt: iso(now - 8 * 24 * hour) },
        { kind: "contact", receivedAt: iso(now - 100 * 24 * hour) },
      ],
      now,
      4,
    );
    expect(stats.weeks.map((w) => w.start)).toEqual(["2026-11-02", "2026-11-09", "2026-11-16", "2026-11-23"]);
    expect(stats.weeks.map((w) => w.total)).toEqual([0, 0, 1, 2]);
    expect(stats.weeks[3]!.byKind).toEqual({ contact: 1, plan: 1 });
    expect(stats.landingPages).toEqual([
      ["/training/it", 2],
      ["", 1],
    ]);
    expect(stats.sources).toEqual([
      ["", 1],
      ["facebook", 1],
      ["www.google.com", 1],
    ]);
  });

  it("counts interest-list sign-ups per course, most first", () => {
    const lead = (courseIds: string) => ({ kind: "interest", receivedAt: iso(now - hour), courseIds });
    const stats = deskStats(
      [lead("power-bi"), lead("ielts"), lead("power-bi"), { kind: "seat", receivedAt: iso(now), courseIds: "pmp" }],
      now,
    );
    expect(stats.interest).toEqual([
      ["power-bi", 2],
      ["ielts", 1],
    ]);
  });

  it("measures the time to first contact against the 24-hour promise", () => {
    const received = now - 72 * hour;
    const leads = [
      { kind: "contact", receivedAt: iso(received), history: contacted(received + 2 * hour) },
      { kind: "contact", receivedAt: iso(received), history: contacted(received + 30 * hour) },
      { kind: "contact", receivedAt: iso(received), history: [] },
      { kind: "contact", receivedAt: iso(now - hour) },
    ];
    expect(firstContactAt(leads[0]!)).toBe(received + 2 * hour);
    expect(deskStats(leads, now).firstContact).toEqual({
      withinPromise: 1,
      late: 1,
      waitingPastPromise: 1,
      medianMs: 16 * hour,
    });
  });
});

describe("follow-ups due", () => {
  it("ends the day at midnight in Alexandria, winter and summer time alike", () => {
    const iso = (ms: number) => new Date(ms).toISOString();
    expect(iso(endOfCairoDay(Date.parse("2026-11-27T21:30:00Z")))).toBe("2026-11-27T21:59:59.999Z");
    // 00:30 on the 28th in Alexandria: already the next day there.
    expect(iso(endOfCairoDay(Date.parse("2026-11-27T22:30:00Z")))).toBe("2026-11-28T21:59:59.999Z");
    expect(iso(endOfCairoDay(Date.parse("2026-07-01T10:00:00Z")))).toBe("2026-07-01T20:59:59.999Z");
  });

  it("lists leads still being worked whose follow-up is today or past, soonest first", () => {
    const { where, href } = followUpsDue(Date.parse("2026-11-27T08:00:00Z"), "/admin/collections/leads");
    expect(where).toEqual({
      and: [
        { followUpAt: { less_than_equal: "2026-11-27T21:59:59.999Z" } },
        { status: { not_in: ["enrolled", "lost"] } },
      ],
    });
    const url = new URL(href, "http://x");
    expect(url.pathname).toBe("/admin/collections/leads");
    expect(url.searchParams.get("where[and][0][followUpAt][less_than_equal]")).toBe("2026-11-27T21:59:59.999Z");
    expect(url.searchParams.get("where[and][1][status][not_in][1]")).toBe("lost");
    expect(url.searchParams.get("sort")).toBe("followUpAt");
  });
});

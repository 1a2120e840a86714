import { describe, expect, it } from "vitest";
import type { Lead } from "@/payload-types";
import { deskCsvColumns, deskRows } from "./csv";

describe("the desk's CSV", () => {
  it("has a column for the class a seat request asks for, with its course and start date", () => {
    const seat = {
      id: 1,
      ref: "S-7K3M9QXA",
      kind: "seat",
      receivedAt: "2026-11-27T10:00:00.000Z",
      locale: "ar",
      email: "sara@example.org",
      offering: "Microsoft Power BI Specialist · 5 January 2027",
      courses: [{ course: "power-bi", title: "Microsoft Power BI Specialist" }],
      status: "new",
    } as unknown as Lead;
    const [row] = deskRows([seat]);
    const at = (column: (typeof deskCsvColumns)[number]) => row![deskCsvColumns.indexOf(column)];
    expect(row).toHaveLength(deskCsvColumns.length);
    expect(at("requested_class")).toBe("Microsoft Power BI Specialist · 5 January 2027");
    expect(at("status")).toBe("new");
  });

  it("has a corporate request's company, team size, topics and delivery, a level test's level, and Cairo times", () => {
    const corporate = {
      id: 2,
      ref: "B-7K3M9QXA",
      kind: "corporate",
      // 10:00 UTC in November is noon in Alexandria; the follow-up, 22:15 UTC, is a quarter past midnight.
      receivedAt: "2026-11-27T10:00:00.000Z",
      followUpAt: "2026-11-28T22:15:00.000Z",
      locale: "en",
      email: "omar@example.org",
      company: "Pharos Bank",
      teamSize: "16-30",
      areas: ["it", "business"],
      delivery: "online",
      status: "new",
      notes: [{ id: "n1", text: "Called", author: "Mona", at: "2026-11-27T11:30:00.000Z" }],
    } as unknown as Lead;
    const level = {
      id: 3,
      ref: "L-7K3M9QXA",
      kind: "level-test",
      receivedAt: "2026-07-01T09:00:00.000Z",
      locale: "ar",
      email: "sara@example.org",
      testLevel: "B2",
      status: "new",
    } as unknown as Lead;
    const [first, second] = deskRows([corporate, level]);
    const at = (row: string[], column: (typeof deskCsvColumns)[number]) => row[deskCsvColumns.indexOf(column)];
    expect(deskCsvColumns).toContain("created_at (Africa/Cairo)");
    expect(first).toHaveLength(deskCsvColumns.length);
    expect(at(first!, "company")).toBe("Pharos Bank");
    expect(at(first!, "team_size")).toBe("16-30");
    expect(at(first!, "topics")).toBe("it, business");
    expect(at(first!, "delivery")).toBe("online");
    expect(at(first!, "level")).toBe("");
    expect(at(first!, "created_at (Africa/Cairo)")).toBe("2026-11-27 12:00");
    expect(at(first!, "follow_up_at (Africa/Cairo)")).toBe("2026-11-29 00:15");
    expect(at(first!, "notes")).toBe("2026-11-27 13:30 Mona: Called");
    expect(at(second!, "level")).toBe("B2");
    // Summer time: UTC+3.
    expect(at(second!, "created_at (Africa/Cairo)")).toBe("2026-07-01 12:00");
  });
});

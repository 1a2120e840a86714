import { describe, expect, it } from "vitest";
import { calendarFile, escapeText, foldLine } from "./ics";

describe("calendar file of an intake", () => {
  it("is an all-day event on the first day, with escaped text", () => {
    const file = calendarFile({
      uid: "intake-7@site.example",
      day: "2026-12-31",
      summary: "Power BI, dashboards; DAX",
      description: "Sundays and Tuesdays\n6–9 pm",
      location: "Alexandria, Egypt",
      url: "https://site.example/schedule",
      now: new Date("2026-11-25T10:00:00.000Z"),
    });
    expect(file).toContain("DTSTART;VALUE=DATE:20261231\r\n");
    expect(file).toContain("DTEND;VALUE=DATE:20270101\r\n");
    expect(file).toContain("DTSTAMP:20261125T100000Z\r\n");
    expect(file).toContain("SUMMARY:Power BI\\, dashboards\\; DAX\r\n");
    expect(file).toContain("DESCRIPTION:Sundays and Tuesdays\\n6–9 pm");
    expect(file.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(file.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  it("folds long lines at 75 octets without splitting an Arabic letter", () => {
    const line = `SUMMARY:${"مطور واجهات الويب ".repeat(8)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.map((part, i) => (i ? part.slice(1) : part)).join("")).toBe(line);
    expect(escapeText("a\\b")).toBe("a\\\\b");
  });
});

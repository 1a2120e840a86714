import { describe, expect, it } from "vitest";
import { leadsToCsv, toCsv } from "./export";

const cell = (value: string) =>
  toCsv(["v"], [[value]])
    .replace("\uFEFF", "")
    .split("\r\n")[1];

describe("CSV export", () => {
  it("defuses spreadsheet formulas, the full-width ones too, and quotes every cell", () => {
    expect(cell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(cell("+201001234567")).toBe(`"'+201001234567"`);
    expect(cell("-1")).toBe(`"'-1"`);
    expect(cell("@SUM(A1)")).toBe(`"'@SUM(A1)"`);
    expect(cell("\tcmd")).toBe(`"'\tcmd"`);
    expect(cell("＝cmd")).toBe(`"'＝cmd"`);
    expect(cell('سارة, "Ali"\nline')).toBe(`"سارة, ""Ali""\nline"`);
    expect(cell("")).toBe(`""`);
  });

  it("writes a byte-order mark, a header and one row per lead with plan courses by name", () => {
    const csv = leadsToCsv(
      [
        {
          id: 1,
          ref: "P-1",
          kind: "plan",
          locale: "ar",
          email: "a@b.co",
          createdAt: 0,
          data: { fullName: "=cmd", courses: ["x", "y"] },
        },
      ],
      (id) => id.toUpperCase(),
    );
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.replace("\uFEFF", "").trim().split("\r\n");
    expect(lines[0]).toBe(
      `"ref","kind","created_at (Africa/Cairo)","locale","name","email","phone","training_interest","courses","message",` +
        `"company","team_size","topics","delivery","level"`,
    );
    // Midnight UTC is two in the morning in Alexandria (winter time).
    expect(lines[1]).toBe(`"P-1","plan","1970-01-01 02:00","ar","'=cmd","a@b.co","","","X, Y","","","","","",""`);
  });

  it("writes a corporate request's company, team size, topics and delivery, and a level test's level, in Cairo time", () => {
    const base = { locale: "en" as const, email: "a@b.co" };
    const csv = leadsToCsv(
      [
        {
          ...base,
          id: 1,
          ref: "B-1",
          kind: "corporate",
          // 27 November 2026, 10:05 UTC: 12:05 in Alexandria.
          createdAt: Date.UTC(2026, 10, 27, 10, 5),
          data: { company: "=Pharos Bank", teamSize: "16-30", areas: ["it", "english"], delivery: "company" },
        },
        {
          ...base,
          id: 2,
          ref: "L-1",
          kind: "level-test",
          // 15 July 2026, 21:30 UTC: 00:30 the next day in Alexandria (summer time, UTC+3).
          createdAt: Date.UTC(2026, 6, 15, 21, 30),
          data: { level: "B1", company: "not a company's request" },
        },
      ],
      (id) => id,
    );
    const [header, corporate, level] = csv.replace("\uFEFF", "").trim().split("\r\n");
    const columns = header!.split(",").map((c) => c.replaceAll('"', ""));
    const at = (line: string, column: string) => line.split('","')[columns.indexOf(column)]!.replaceAll('"', "");
    expect(at(corporate!, "created_at (Africa/Cairo)")).toBe("2026-11-27 12:05");
    expect(at(corporate!, "company")).toBe("'=Pharos Bank");
    expect(at(corporate!, "team_size")).toBe("16-30");
    expect(at(corporate!, "topics")).toBe("it, english");
    expect(at(corporate!, "delivery")).toBe("company");
    expect(at(corporate!, "level")).toBe("");
    expect(at(level!, "created_at (Africa/Cairo)")).toBe("2026-07-16 00:30");
    expect(at(level!, "level")).toBe("B1");
    expect(at(level!, "company")).toBe("");
  });
});

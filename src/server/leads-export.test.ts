import { describe, expect, it } from "vitest";
import { csvCell, leadsToCsv } from "./leads-export";

describe("CSV export", () => {
  it("defuses spreadsheet formulas and quotes every cell", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell("+201001234567")).toBe(`"'+201001234567"`);
    expect(csvCell("-1")).toBe(`"'-1"`);
    expect(csvCell("@SUM(A1)")).toBe(`"'@SUM(A1)"`);
    expect(csvCell("\tcmd")).toBe(`"'\tcmd"`);
    expect(csvCell('سارة, "Ali"\nline')).toBe(`"سارة, ""Ali""\nline"`);
    expect(csvCell(undefined)).toBe(`""`);
  });

  it("writes a header and one row per lead with plan courses by name", () => {
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
    const lines = csv.replace("\uFEFF", "").trim().split("\r\n");
    expect(lines[0]).toBe(
      `"ref","kind","created_at","locale","name","email","phone","training_interest","courses","message"`,
    );
    expect(lines[1]).toBe(`"P-1","plan","1970-01-01T00:00:00.000Z","ar","'=cmd","a@b.co","","","X, Y",""`);
  });
});

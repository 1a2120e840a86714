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
      `"ref","kind","created_at","locale","name","email","phone","training_interest","courses","message"`,
    );
    expect(lines[1]).toBe(`"P-1","plan","1970-01-01T00:00:00.000Z","ar","'=cmd","a@b.co","","","X, Y",""`);
  });
});

import { describe, expect, it } from "vitest";
import type { Lead } from "@/payload-types";
import { deskCsvColumns, deskRows } from "./leads-csv";

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
});

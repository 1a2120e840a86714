import { describe, expect, it } from "vitest";
import { historyValueText } from "./history";

describe("a lead's history as the desk shows it", () => {
  it("names a status by its label in the admin's language", () => {
    expect(historyValueText("status", "contacted", null, "en")).toBe("Contacted");
    expect(historyValueText("status", "contacted", null, "ar")).toBe("تم التواصل");
    expect(historyValueText("status", "lost", null, "ar")).toBe("لم يلتحق");
  });

  it("names an owner by name, an account that is gone by its number, and no owner as such", () => {
    expect(historyValueText("owner", "2", "Mona Hassan", "ar")).toBe("Mona Hassan");
    expect(historyValueText("owner", "7", null, "en")).toBe("#7");
    expect(historyValueText("owner", null, null, "en")).toBe("Nobody");
    expect(historyValueText("owner", null, null, "ar")).toBe("غير محدد");
  });

  it("keeps a value it does not know as it was stored", () => {
    expect(historyValueText("status", "archived", null, "en")).toBe("archived");
  });
});

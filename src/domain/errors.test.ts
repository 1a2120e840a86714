import { describe, expect, it, vi } from "vitest";
import { AppError, isAppError } from "./errors";

describe("isAppError", () => {
  it("recognises an AppError made by another copy of the module (as in another server chunk)", async () => {
    vi.resetModules();
    const copy = await import("./errors");
    const foreign = new copy.AppError("validation", "unknown course", { fields: { courses: "courses.invalid" } });
    expect(foreign instanceof AppError).toBe(false);
    expect(isAppError(foreign)).toBe(true);
    expect(isAppError(new AppError("internal"))).toBe(true);
  });

  it("refuses look-alikes", () => {
    expect(isAppError(Object.assign(new Error("x"), { name: "AppError", code: "validation" }))).toBe(false);
    expect(isAppError(null)).toBe(false);
    expect(isAppError("AppError")).toBe(false);
  });
});

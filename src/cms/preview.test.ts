import { describe, expect, it } from "vitest";
import { trainingPageOf } from "./collections/courses";
import { previewUrl } from "./preview";

describe("the admin's preview links", () => {
  it("point to the page in the language being edited", () => {
    expect(previewUrl("/", "en")).toBe("/api/preview?path=%2F");
    expect(previewUrl("/", "ar")).toBe("/api/preview?path=%2Far");
    expect(previewUrl("/training/it", "ar")).toBe("/api/preview?path=%2Far%2Ftraining%2Fit");
  });

  it("send a course to the training page that lists it", () => {
    expect(trainingPageOf("business")).toBe("/training/business");
    expect(trainingPageOf("english-exam")).toBe("/training/english");
    expect(trainingPageOf("it-end-user")).toBe("/training/it");
  });
});

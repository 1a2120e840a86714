import { describe, expect, it } from "vitest";
import { trainingPageOf } from "../collections/courses";
import type { PayloadRequest } from "payload";
import { livePreview, previewUrl } from "./preview";

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

  it("give the live preview an absolute address on the admin's own origin (the target of its postMessage)", () => {
    const { url } = livePreview((doc) => `/${String(doc.slug)}`);
    const req = (headers: Record<string, string>, url = "http://10.0.0.5:3000/admin") =>
      ({ headers: new Headers(headers), url }) as unknown as PayloadRequest;
    expect(url({ data: { slug: "open-day" }, locale: { code: "ar" }, req: req({ host: "localhost:3100" }) })).toBe(
      "http://localhost:3100/api/preview?path=%2Far%2Fopen-day",
    );
    expect(
      url({
        data: { slug: "open-day" },
        locale: { code: "en" },
        req: req({ host: "10.0.0.5:3000", "x-forwarded-host": "training.example", "x-forwarded-proto": "https" }),
      }),
    ).toBe("https://training.example/api/preview?path=%2Fopen-day");
    expect(url({ data: {}, req: req({ host: "localhost:3100" }) })).toBeNull();
  });
});

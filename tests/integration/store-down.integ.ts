import { afterAll, describe, expect, it } from "vitest";
import { POST as contactPost } from "@/app/api/contact/route";
import { createContainer, setContainer } from "@/server/container";
import { readEnv } from "@/config/env";
import { tempDir } from "../support/databases";
import { formPost, jsonPost, validContact } from "../support/requests";

describe("when the database cannot be reached", () => {
  // Nothing listens on port 9 of this machine: every connection is refused at once.
  const c = createContainer(readEnv({ DATA_DIR: tempDir(), DATABASE_URL: "postgres://postgres@127.0.0.1:9/none" }));
  setContainer(c);
  afterAll(async () => {
    setContainer(undefined);
    await c.close();
  });

  it("answers 503 with Retry-After and a code the browser translates, never 'sent' and never a stack trace", async () => {
    const response = await contactPost(jsonPost("/api/contact", validContact()));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: "store_unavailable" });
    expect(text).not.toMatch(/ECONNREFUSED|at .*\.ts|node_modules/);
  });

  it("shows the no-JavaScript visitor a translated error page", async () => {
    const response = await contactPost(
      formPost("/api/contact", {
        firstName: "Mona",
        lastName: "Adel",
        email: "mona@example.org",
        message: "Hello",
        locale: "ar",
      }),
    );
    expect(response.status).toBe(503);
    expect(await response.text()).toContain("تعذّر حفظ رسالتك الآن");
  });
});

import { describe, expect, it } from "vitest";
import { MAX_CLOCK_AHEAD_MS, MIN_FILL_MS, spamSignal } from "./submission";

const now = 1_800_000_000_000;

describe("spamSignal", () => {
  it("passes a person's timer, and forms posted without JavaScript (no timer)", () => {
    expect(spamSignal({ startedAt: now - 30_000 }, now, "json")).toBeUndefined();
    expect(spamSignal({ startedAt: String(now - 30_000) }, now, "form")).toBeUndefined();
    expect(spamSignal({}, now, "form")).toBeUndefined();
    // A browser clock a little ahead of the server's is not a bot.
    expect(spamSignal({ startedAt: now + 60_000 - 3 * 60_000 }, now, "json")).toBeUndefined();
  });

  it("flags a filled honeypot, whatever its type", () => {
    expect(spamSignal({ website: "http://x", startedAt: now - 30_000 }, now, "json")).toBe("honeypot");
    expect(spamSignal({ website: 1, startedAt: now - 30_000 }, now, "json")).toBe("honeypot");
    expect(spamSignal({ website: "  ", startedAt: now - 30_000 }, now, "json")).toBeUndefined();
  });

  it("flags JSON posts without a timer, and timers that are not numbers, in the future or ancient", () => {
    expect(spamSignal({}, now, "json")).toBe("no_timer");
    expect(spamSignal({ startedAt: null }, now, "json")).toBe("no_timer");
    expect(spamSignal({ startedAt: "soon" }, now, "json")).toBe("bad_timer");
    expect(spamSignal({ startedAt: {} }, now, "json")).toBe("bad_timer");
    expect(spamSignal({ startedAt: 0 }, now, "json")).toBe("bad_timer");
    expect(spamSignal({ startedAt: now + MAX_CLOCK_AHEAD_MS + 1 }, now, "json")).toBe("bad_timer");
  });

  it("flags forms sent faster than a person can fill them in", () => {
    expect(spamSignal({ startedAt: now - MIN_FILL_MS + 1 }, now, "json")).toBe("too_fast");
    expect(spamSignal({ startedAt: now - MIN_FILL_MS }, now, "json")).toBeUndefined();
  });
});

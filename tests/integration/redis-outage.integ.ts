import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as newsletterPost } from "@/app/api/newsletter/route";
import { createContainer, setContainer, type Container } from "@/server/container";
import { readEnv } from "@/config/env";
import { limitPolicy } from "@/server/http/rate-limit";
import { tempDir } from "../support/databases";
import { startFaultProxy, type FaultProxy, type ProxyMode } from "../support/fault-proxy";
import { jsonPost } from "../support/requests";
import { missingServices } from "../support/services";

const REDIS_URL = process.env.REDIS_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Drill: Redis (the shared rate-limit store) goes away under load, through a loopback fault proxy: refused,
 * then hanging. Posts must never fail with 5xx, the per-instance memory limiter must keep the limits, and the
 * Redis limits must come back by themselves.
 */
describe.skipIf(Boolean(missingServices("REDIS_URL")))("Redis outage drill", () => {
  let proxy: FaultProxy;
  let c: Container;
  let direct: Redis;
  const limit = limitPolicy.newsletter.points;
  const run = Math.random().toString(36).slice(2, 8);
  let n = 0;
  let a = 0;
  // Addresses of this run only: Redis keeps the counters of earlier runs for the whole window.
  const freshAddress = () => `2001:db8:${run}::${(++a).toString(16)}`;

  beforeAll(async () => {
    const url = new URL(REDIS_URL!);
    proxy = await startFaultProxy(Number(url.port || 6379), { targetHost: url.hostname });
    direct = new Redis(REDIS_URL!);
    url.host = `127.0.0.1:${proxy.port}`;
    c = createContainer(readEnv({ DATA_DIR: tempDir("redis-drill-"), REDIS_URL: url.toString() }));
    await c.ready();
    setContainer(c);
    // Until the limiter's connection is up.
    for (let i = 0; i < 50 && (await direct.ping()) && !(await counted(await burst(1, freshAddress()))); i++) {
      await sleep(100);
    }
  });
  afterAll(async () => {
    setContainer(undefined);
    await c?.close();
    await proxy?.close();
    direct?.disconnect();
  });

  const post = async (address: string) => {
    const started = performance.now();
    const response = await newsletterPost(
      jsonPost(
        "/api/newsletter",
        { email: `drill-${run}-${n++}@example.org`, locale: "en", startedAt: Date.now() - 10_000 },
        { "x-forwarded-for": address },
      ),
    );
    return { status: response.status, ms: performance.now() - started, at: Date.now() };
  };
  /** `count` posts from one address, one after the other; returns the address. */
  const burst = async (count: number, address: string, statuses: number[] = []) => {
    for (let i = 0; i < count; i++) statuses.push((await post(address)).status);
    return address;
  };
  /** Whether Redis holds this address's counter (the shared limiter counted it, not the memory one). */
  const counted = async (address: string) => (await direct.exists(`rl:newsletter:${address}`)) === 1;

  it("counts limits in Redis while it is up", async () => {
    const statuses: number[] = [];
    const address = await burst(limit + 1, freshAddress(), statuses);
    expect(statuses).toEqual([...Array(limit).fill(201), 429]);
    expect(await counted(address)).toBe(true);
  });

  for (const mode of ["refuse", "hang"] as const satisfies ProxyMode[]) {
    it(`keeps answering, and limiting, while Redis is ${mode === "refuse" ? "refused" : "hanging"}, and goes back to Redis after`, async () => {
      await proxy.set(mode);
      // Load: visitors from many addresses, for 4 s.
      const cutAt = Date.now();
      const load: { status: number; ms: number; at: number }[] = [];
      const until = Date.now() + 4_000;
      const visitors = Array.from({ length: 4 }, async () => {
        while (Date.now() < until) {
          load.push(await post(freshAddress()));
          // Real requests arrive as socket events. Without this, once Redis is known to be down every post
          // completes in microtasks, and four such loops starve the timers and sockets of a post that is
          // still waiting on Redis (it then looked like a 4 s hang).
          await new Promise((resolve) => setImmediate(resolve));
        }
      });
      // Meanwhile one address goes over its limit: the memory insurance limiter must refuse it.
      const limited: number[] = [];
      const limitedAddress = await burst(limit + 2, freshAddress(), limited);
      await Promise.all(visitors);
      const inRedisDuring = await counted(limitedAddress);

      const resumedAt = Date.now();
      await proxy.resume();
      // Recovery: the first address whose posts are counted in Redis again.
      let recoveredMs = Infinity;
      while (Date.now() - resumedAt < 15_000) {
        if (await counted(await burst(1, freshAddress()))) {
          recoveredMs = Date.now() - resumedAt;
          break;
        }
        await sleep(100);
      }
      const after: number[] = [];
      const afterAddress = await burst(limit + 1, freshAddress(), after);

      const statusCounts: Record<number, number> = {};
      for (const s of load) statusCounts[s.status] = (statusCounts[s.status] ?? 0) + 1;
      const maxMs = Math.max(...load.map((s) => s.ms));
      const slowest = [...load].sort((x, y) => y.ms - x.ms).slice(0, 3);
      const slow = slowest.map((s) => `${s.ms.toFixed(0)} ms ending ${s.at - cutAt} ms into the cut`).join(", ");
      const fiveXX = load.filter((s) => s.status >= 500).length + limited.filter((s) => s >= 500).length;
      console.log(
        `Redis ${mode} for ~4 s under load: posts ${load.length + limited.length}, statuses ${JSON.stringify(statusCounts)}, ` +
          `5xx ${fiveXX}, max latency ${maxMs.toFixed(0)} ms (slowest: ${slow}); one address posting ${limit + 2} times got ` +
          `${JSON.stringify(limited)} (memory limiter, counted in Redis: ${inRedisDuring}); ` +
          `limits counted in Redis again ${recoveredMs} ms after it came back (no restart); ` +
          `after: ${JSON.stringify(after)}, counted in Redis: ${await counted(afterAddress)}`,
      );
      expect(fiveXX).toBe(0);
      expect(Object.keys(statusCounts)).toEqual(["201"]);
      expect(limited.slice(0, limit)).toEqual(Array(limit).fill(201));
      expect(limited.slice(limit)).toEqual([429, 429]);
      expect(inRedisDuring).toBe(false);
      // No hung request: a Redis command gives up after 500 ms (commandTimeout), and a connection silent for
      // 1 s is dropped (socketTimeout). The bound leaves room for a loaded CI machine.
      expect(maxMs).toBeLessThan(2_000);
      expect(recoveredMs).toBeLessThan(10_000);
      expect(after).toEqual([...Array(limit).fill(201), 429]);
      expect(await counted(afterAddress)).toBe(true);
    }, 40_000);
  }
});

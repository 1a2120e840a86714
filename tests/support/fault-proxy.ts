import { createServer, connect, type Server, type Socket } from "node:net";

export type ProxyMode = "up" | "refuse" | "reset" | "hang";

/**
 * A loopback TCP proxy that simulates a dependency outage without touching the real service.
 *
 * - `up`: forwards every connection to the target.
 * - `refuse`: stops listening, so new connections get ECONNREFUSED; existing ones are reset.
 * - `reset`: accepts new connections and resets them at once (counted); existing ones are reset.
 * - `hang`: accepts new connections and never forwards them; existing connections stop carrying data
 *   in either direction (held, not dropped, like a network partition) until `resume()`.
 *
 * `accepted` counts every TCP connection the proxy accepted (in every mode but `refuse`), which is how the
 * SMTP drill counts connection attempts.
 */
export async function startFaultProxy(targetPort: number, options: { port?: number; targetHost?: string } = {}) {
  const targetHost = options.targetHost ?? "127.0.0.1";
  let mode: ProxyMode = "up";
  let accepted = 0;
  const pairs = new Set<{ client: Socket; upstream?: Socket }>();
  const held = new Set<Socket>();

  const onConnection = (client: Socket) => {
    accepted++;
    client.on("error", () => undefined);
    if (mode === "reset") return void client.resetAndDestroy();
    if (mode === "hang") {
      held.add(client);
      client.on("close", () => held.delete(client));
      return;
    }
    const pair: { client: Socket; upstream?: Socket } = { client };
    pairs.add(pair);
    const upstream = connect(targetPort, targetHost);
    pair.upstream = upstream;
    upstream.on("error", () => client.destroy());
    client.on("error", () => upstream.destroy());
    client.on("close", () => {
      upstream.destroy();
      pairs.delete(pair);
    });
    upstream.on("close", () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  };

  let server: Server = createServer(onConnection);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve((server.address() as { port: number }).port);
      });
    });
  const port = await listen(options.port ?? 0);

  const resetExisting = () => {
    for (const { client, upstream } of pairs) {
      client.resetAndDestroy();
      upstream?.destroy();
    }
    pairs.clear();
    for (const s of held) s.resetAndDestroy();
    held.clear();
  };

  const pauseExisting = (paused: boolean) => {
    for (const { client, upstream } of pairs) {
      if (paused) {
        client.unpipe();
        upstream?.unpipe();
        client.pause();
        upstream?.pause();
      } else if (upstream) {
        client.pipe(upstream);
        upstream.pipe(client);
      }
    }
  };

  return {
    port,
    url: (scheme: string, rest = "") => `${scheme}://127.0.0.1:${port}${rest}`,
    get mode() {
      return mode;
    },
    /** Connections accepted since the start (or the last resetCount()). */
    get accepted() {
      return accepted;
    },
    resetCount() {
      accepted = 0;
    },
    openConnections: () => pairs.size + held.size,
    async set(next: ProxyMode): Promise<void> {
      const previous = mode;
      if (next === previous) return;
      mode = next;
      if (previous === "refuse") {
        server = createServer(onConnection);
        await listen(port);
      }
      if (previous === "hang") {
        // New connections that were held are dropped (the client timed out on them long ago, or will now).
        for (const s of held) s.resetAndDestroy();
        held.clear();
        pauseExisting(false);
      }
      if (next === "refuse") {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          resetExisting();
        });
      } else if (next === "reset") {
        resetExisting();
      } else if (next === "hang") {
        pauseExisting(true);
      }
    },
    resume(): Promise<void> {
      return this.set("up");
    },
    async close(): Promise<void> {
      resetExisting();
      if (mode !== "refuse") await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FaultProxy = Awaited<ReturnType<typeof startFaultProxy>>;

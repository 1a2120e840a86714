import type pg from "pg";

/**
 * PATCH of pg 8.23.1: a pooled client's `query`, replaced on each new connection of the lead store's pool
 * (src/server/db/connect.ts).
 *
 * After a client-side query timeout, pg keeps waiting for the lost answer on the same connection, and
 * every later query on it waits behind it: a partition would leave the pool full of wedged connections.
 * Close the connection instead, so that the pool replaces it. pg's documented options have no such setting
 * (`query_timeout` fails the query only; `statement_timeout` needs the server to answer).
 * Upstream: pg@8.23.1
 * Test: tests/integration/store-outage.integ.ts (the lead store behind a proxy that hangs: a partition) fails
 * when the wedged connections come back: the requests after the partition would wait behind them.
 */
export function dropConnectionOnReadTimeout(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === "Query read timeout") {
          (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
        }
      });
    }
    return result;
  };
}

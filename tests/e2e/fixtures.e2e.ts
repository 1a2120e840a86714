import { createServer, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { expect, test } from "./fixtures";

// The fixtures' own promise (fixtures.ts): an API request that meets a connection reset before any answer is
// sent again, from the `request` fixture and from `page.request` alike.
test("an API request whose connection is reset before an answer is sent again", async ({ request, page }) => {
  let connections = 0;
  const server = createServer((socket: Socket) => {
    connections += 1;
    // Every odd connection is reset as soon as a request arrives (a server closing an idle connection as the
    // request lands); every even one answers.
    const reset = connections % 2 === 1;
    // A client that closes its side abruptly is no failure of this test.
    socket.on("error", () => undefined);
    socket.once("data", () => {
      if (reset) socket.resetAndDestroy();
      else socket.end("HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\nok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  try {
    expect(await (await request.get(url)).text()).toBe("ok");
    expect(await (await page.request.post(url, { data: { a: 1 } })).text()).toBe("ok");
    expect(connections).toBe(4);
  } finally {
    server.close();
  }
});

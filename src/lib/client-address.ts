/**
 * The client's address, for the site's limits (lead forms, the advisor, staff sign-ins). The socket's peer is
 * appended to X-Forwarded-For before Next sees the request (src/server/http-edge.ts); with TRUST_PROXY=n, the
 * n proxies in front are trusted and the address they saw is used. A client cannot choose its own address by
 * sending the header itself.
 */
export function clientAddress(request: { headers: Pick<Headers, "get"> }, trustProxy: number): string {
  const chain = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const index = chain.length - 1 - trustProxy;
  return chain[Math.max(0, index)] ?? "unknown";
}

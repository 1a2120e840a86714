import { request, type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** An answer's status, headers and bytes as sent (fetch() would decompress them and hide Content-Encoding). */
export function rawRequest(url: string, headers: Record<string, string> = {}, method = "GET"): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { headers, method }, (res) => {
      const parts: Buffer[] = [];
      res.on("data", (part: Buffer) => parts.push(part));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }));
    })
      .on("error", reject)
      .end();
  });
}

/** The text of an answer, decompressed once as its Content-Encoding says (gzip, br or none). */
export function decoded(answer: RawAnswer): string {
  const encoding = answer.headers["content-encoding"];
  if (encoding === "gzip") return gunzipSync(answer.body).toString("utf8");
  if (encoding === "br") return brotliDecompressSync(answer.body).toString("utf8");
  if (encoding !== undefined) throw new Error(`unexpected Content-Encoding ${encoding}`);
  return answer.body.toString("utf8");
}

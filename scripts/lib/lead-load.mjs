// Lead submissions under load for the benchmarks: POST /api/contact with autocannon, each request from another
// visitor (one trusted proxy hop: the server runs with TRUST_PROXY=1), so the per-address limit does not apply.
import autocannon from "autocannon";

/** Posts `message(n)` (the nth contact message) to `base`; `load` is autocannon's (connections, duration or amount). */
export function postContacts(base, message, load) {
  let n = 0;
  return autocannon({
    ...load,
    url: `${base}/api/contact`,
    method: "POST",
    requests: [
      {
        setupRequest: (req) => {
          n++;
          return {
            ...req,
            headers: { "content-type": "application/json", "x-forwarded-for": `198.18.${(n >> 8) & 255}.${n & 255}` },
            body: JSON.stringify(message(n)),
          };
        },
      },
    ],
  });
}

import "server-only";
import { createHash, randomBytes } from "node:crypto";

/**
 * The tokens of the newsletter's confirmation and unsubscribe links: 32 random bytes (base64url, 43 characters).
 * Only their SHA-256 is stored, so a copy of the database holds no working link.
 */
export const linkTokens = {
  create() {
    const token = randomBytes(32).toString("base64url");
    return { token, hash: linkTokens.hash(token) };
  },
  hash(token: string) {
    return createHash("sha256").update(token).digest("hex");
  },
};

/** The shape of the tokens in the newsletter's confirmation and unsubscribe links (32 random bytes, base64url). */
export const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The token of a link's `t` parameter, or undefined when there is none of the right shape. */
export function linkToken(value: string | string[] | undefined): string | undefined {
  return typeof value === "string" && LINK_TOKEN.test(value) ? value : undefined;
}

/** A YouTube address's video (`v:…`) or playlist (`list:…`), or undefined when it is not one. */
export function youtubeId(address: string): string | undefined {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:") return undefined;
  const host = url.hostname.replace(/^(www\.|m\.)/, "");
  const id = /^[A-Za-z0-9_-]{6,64}$/;
  const list = url.searchParams.get("list");
  if ((host === "youtube.com" || host === "youtube-nocookie.com") && list && id.test(list)) return `list:${list}`;
  const video =
    host === "youtu.be"
      ? url.pathname.slice(1)
      : host === "youtube.com"
        ? (url.searchParams.get("v") ?? url.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/)?.[1])
        : undefined;
  return video && id.test(video) ? `v:${video}` : undefined;
}

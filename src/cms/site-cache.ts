/**
 * Which content cache tag (src/content/tags.ts) this process has just revalidated after a published change
 * (src/cms/hooks/revalidate.ts), for the other instances: src/server/content-broadcast.ts relays it through
 * Redis. The listeners live on globalThis, because Payload's hooks and the route handlers run in separate
 * bundles of one process.
 */
type Listener = (tag: string) => void;

const KEY = Symbol.for("training-site.content-listeners");

function listeners(): Set<Listener> {
  const holder = globalThis as { [KEY]?: Set<Listener> };
  holder[KEY] ??= new Set();
  return holder[KEY];
}

/** Runs `listener` after every content change in this process; returns a function that stops it. */
export function onContentChange(listener: Listener): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

/** Tells this process's listeners that a content tag was revalidated. */
export function announceContentChange(tag: string): void {
  for (const listener of listeners()) {
    try {
      listener(tag);
    } catch {
      // A listener's failure must not undo the editor's change.
    }
  }
}

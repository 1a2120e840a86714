/**
 * What happens in this process when published content changes: the public pages are revalidated (the
 * hooks in src/cms/hooks/revalidate.ts) and the server's own copies of CMS facts (the business details in
 * e-mails, the course names of plans, the advisor's knowledge) are dropped. The listeners live on
 * globalThis, because Payload's hooks and the route handlers run in separate bundles of one process.
 * Other instances hear of it through Redis (src/server/content-broadcast.ts).
 */
type Listener = (reason: string) => void;

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

/** Tells this process's listeners that published content changed. */
export function announceContentChange(reason: string): void {
  for (const listener of listeners()) {
    try {
      listener(reason);
    } catch {
      // A listener's failure must not undo the editor's change.
    }
  }
}

/**
 * Loads the framework's script files after the first paint instead of beside the stylesheet.
 *
 * Next writes every client chunk of a page as `<script src="/_next/static/…" async>` in the head (plus a
 * low-priority preload). On a slow mobile link those ~135 KB gzip share the bandwidth with the stylesheet,
 * the font and the document, and on a slow CPU their evaluation runs before the first frame. The pages are
 * prerendered and readable without JavaScript (the forms post without it; buttons that need it stay
 * disabled until hydration), so the build rewrites each prerendered page: the chunk tags go, and one small
 * inline script at the end of the body inserts the same chunks, in the same order, once the browser reports
 * the first contentful paint. Browsers without paint timing load them at once; a page that never paints
 * (a background tab) loads them after 4 s at the latest. What it gains and costs (the page is interactive
 * later on a slow link) is measured in the README, "Performance budgets".
 *
 * The same step marks those chunks for eager compilation (`withCompileHints`).
 *
 * Runs at build time (scripts/postbuild.mts) before the CSP manifest is written, so the loader's hash is in
 * each page's policy like every other inline script. Framework-free so the build script, the weight check
 * and the tests share it.
 */

/** The id of the inline loader; scripts/js-weight.mjs reads the chunk list from it. */
export const LOADER_ID = "deferred-scripts";

/** Next's async chunk tags, exactly as the App Router writes them; the path keeps to a safe alphabet. */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[\w./~-]+\.js)" async=""><\/script>/g;
/** The preload hints for those chunks; loaded after the paint, they must not be fetched before it. */
const CHUNK_PRELOAD =
  /<link rel="preload" as="script"(?: fetchPriority="low")? href="\/_next\/static\/[\w./~-]+\.js"\/>/g;

/** ES5 so that it runs (and falls back) everywhere, and free of "<"; `s` is the list of chunk URLs. */
const LOADER_BODY =
  "(function(s){var d=0;function go(){if(d)return;d=1;s.forEach(function(u){" +
  'var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})}' +
  'try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")==-1)throw 0;' +
  'new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)setTimeout(go,0)})' +
  '.observe({type:"paint",buffered:true});setTimeout(go,4000)}catch(x){go()}})';

export interface DeferredPage {
  html: string;
  /** The chunk URLs the loader inserts, in document order; empty when the page was left unchanged. */
  scripts: string[];
}

/** Rewrites one prerendered page; a page without Next's chunk tags (or already rewritten) is returned as is. */
export function deferFrameworkScripts(html: string): DeferredPage {
  const bodyEnd = html.lastIndexOf("</body>");
  if (bodyEnd < 0 || html.includes(`<script id="${LOADER_ID}">`)) return { html, scripts: [] };
  const scripts: string[] = [];
  const stripped = html
    .replace(CHUNK_SCRIPT, (_tag, src: string) => {
      if (!scripts.includes(src)) scripts.push(src);
      return "";
    })
    .replace(CHUNK_PRELOAD, "");
  if (scripts.length === 0) return { html, scripts };
  const loader = `<script id="${LOADER_ID}">${LOADER_BODY}(${JSON.stringify(scripts)})</script>`;
  const end = stripped.lastIndexOf("</body>");
  return { html: stripped.slice(0, end) + loader + stripped.slice(end), scripts };
}

/** The chunk URLs a rewritten page's loader inserts (for the first-load JavaScript budget). */
export function deferredScriptSources(html: string): string[] {
  const loader = new RegExp(`<script id="${LOADER_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1] ?? "";
  return [...loader.matchAll(/"(\/_next\/static\/[\w./~-]+\.js)"/g)].map((match) => match[1] ?? "");
}

/**
 * V8's explicit compile hint (Chrome 136+; other engines read a comment): with it at the top of a file,
 * V8 compiles every function of the file while it streams the script, off the main thread, instead of
 * compiling each module factory on the main thread the first time the bundler's runtime calls it. For the
 * framework's chunks, whose factories all run at start-up, that halves the longest task of hydration
 * (about 200 ms to 90 ms at 4x CPU on the Arabic path page).
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The chunk's source with the compile hint as its first line (once). */
export function withCompileHints(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

import { runInNewContext } from "node:vm";
import { describe, expect, it, vi } from "vitest";
import {
  COMPILE_HINT,
  deferFrameworkScripts,
  deferredScriptSources,
  LOADER_ID,
  withCompileHints,
} from "./deferred-scripts";

// The shape of a page `next build` prerenders (Next 16, Turbopack), shortened.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/0sucr.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page-11uw.js"/>',
  '<script src="/_next/static/chunks/react-2pod.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-077h.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfill-0cz1.js" noModule=""></script>',
  "<title>Home</title></head><body><main><h1>Training</h1></main>",
  '<script type="application/ld+json">{"@type":"Course"}</script>',
  '<script id="_R_">(globalThis.TURBOPACK=globalThis.TURBOPACK||[]).push({})</script>',
  '<script src="/_next/static/chunks/page-11uw.js" async=""></script>',
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  '<script>self.__next_f.push([1,"0:\\"\\u003cscript src=\\\\\\"/x.js\\\\\\"\\u003e\\""])</script>',
  "</body></html>",
].join("");

const chunks = [
  "/_next/static/chunks/react-2pod.js",
  "/_next/static/chunks/turbopack-077h.js",
  "/_next/static/chunks/page-11uw.js",
];

describe("deferFrameworkScripts", () => {
  it("replaces the chunk tags and their preload with one loader at the end of the body, same order", () => {
    const { html, scripts } = deferFrameworkScripts(page);
    expect(scripts).toEqual(chunks);
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toMatch(new RegExp(`<script id="${LOADER_ID}">[^<]+</script></body></html>$`));
    expect(deferredScriptSources(html)).toEqual(chunks);
  });

  it("leaves everything else as it was: stylesheet, polyfill, JSON-LD, inline scripts, content", () => {
    const { html } = deferFrameworkScripts(page);
    const loader = new RegExp(`<script id="${LOADER_ID}">[^<]+</script>`);
    const unchanged = page
      .replace(/<link rel="preload" as="script"[^>]+\/>/, "")
      .replaceAll(/<script src="[^"]+" async=""><\/script>/g, "");
    expect(html.replace(loader, "")).toBe(unchanged);
  });

  it("is idempotent and leaves pages without Next's chunks (or without a body) alone", () => {
    const once = deferFrameworkScripts(page).html;
    expect(deferFrameworkScripts(once)).toEqual({ html: once, scripts: [] });
    const plain = "<html><body><p>404</p><script>x()</script></body></html>";
    expect(deferFrameworkScripts(plain)).toEqual({ html: plain, scripts: [] });
    const fragment = '<script src="/_next/static/chunks/a.js" async=""></script>';
    expect(deferFrameworkScripts(fragment)).toEqual({ html: fragment, scripts: [] });
  });

  it("does not take script URLs from outside Next's static folder or with unsafe characters", () => {
    const foreign =
      '<html><body><script src="https://cdn.example/x.js" async=""></script>' +
      '<script src="/_next/static/a.js?x=</script>" async=""></script></body></html>';
    expect(deferFrameworkScripts(foreign).scripts).toEqual([]);
  });
});

/** Runs the loader of a rewritten page against a fake document and paint timing. */
function runLoader(paintSupported: boolean) {
  const { html } = deferFrameworkScripts(page);
  const code = new RegExp(`<script id="${LOADER_ID}">([^<]+)</script>`).exec(html)?.[1] ?? "";
  const appended: { src: string; async: boolean }[] = [];
  let paintCallback: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
  const observe = vi.fn();
  class FakeObserver {
    static supportedEntryTypes = paintSupported ? ["paint", "largest-contentful-paint"] : ["resource"];
    constructor(callback: typeof paintCallback) {
      paintCallback = callback;
    }
    observe = observe;
  }
  const timers: { fn: () => void; ms: number }[] = [];
  runInNewContext(code, {
    PerformanceObserver: FakeObserver,
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
    document: {
      createElement: () => ({ src: "", async: false }),
      head: { appendChild: (element: { src: string; async: boolean }) => appended.push(element) },
    },
  });
  const paint = (name: string) => paintCallback?.({ getEntriesByName: (n) => (n === name ? [{}] : []) });
  return { appended, observe, timers, paint };
}

describe("the loader", () => {
  it("inserts the chunks, async and in order, only after the first contentful paint", () => {
    const { appended, observe, timers, paint } = runLoader(true);
    expect(observe).toHaveBeenCalledWith({ type: "paint", buffered: true });
    expect(appended).toEqual([]);
    paint("first-paint");
    expect(timers.map((t) => t.ms)).toEqual([4000]);
    paint("first-contentful-paint");
    timers.find((t) => t.ms === 0)?.fn();
    expect(appended).toEqual(chunks.map((src) => ({ src, async: true })));
    // The 4 s fallback and a second paint entry do not insert them twice.
    timers.find((t) => t.ms === 4000)?.fn();
    expect(appended).toHaveLength(chunks.length);
  });

  it("falls back to 4 s when the page does not paint, and loads at once without paint timing", () => {
    const hidden = runLoader(true);
    hidden.timers.find((t) => t.ms === 4000)?.fn();
    expect(hidden.appended.map((e) => e.src)).toEqual(chunks);

    const old = runLoader(false);
    expect(old.appended.map((e) => e.src)).toEqual(chunks);
    expect(old.observe).not.toHaveBeenCalled();
  });
});

describe("withCompileHints", () => {
  it("puts V8's compile hint on the first line, once", () => {
    const chunk = "(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1,e=>{}]);";
    const hinted = withCompileHints(chunk);
    expect(hinted).toBe(`//# allFunctionsCalledOnLoad\n${chunk}`);
    expect(hinted.startsWith(COMPILE_HINT)).toBe(true);
    expect(withCompileHints(hinted)).toBe(hinted);
  });
});

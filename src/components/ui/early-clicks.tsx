/**
 * Keeps the clicks a visitor makes before the page's scripts have run.
 *
 * Buttons that need JavaScript (the Learning Advisor, the menus) carry `data-early="<name>"`. Until their
 * component has hydrated and marked them `data-ready`, this small script, inline at the top of the body
 * and so running before anything else, takes their clicks: it records the name, marks the button
 * `aria-busy` (a spinner says the click was seen) and stops the event, so React does not also replay it.
 * The component honours the recorded click when it is ready (`useEarlyClick`).
 */
export const EARLY_CLICKS_SCRIPT =
  "(function(){var q=window.__earlyClicks=window.__earlyClicks||[];" +
  'document.addEventListener("click",function(e){var t=e.target;' +
  'var b=t&&t.closest?t.closest("[data-early]"):null;if(!b||b.hasAttribute("data-ready"))return;' +
  'e.preventDefault();e.stopPropagation();b.setAttribute("aria-busy","true");' +
  'var n=b.getAttribute("data-early");if(q.indexOf(n)<0)q.push(n)},true)})()';

export function EarlyClicks() {
  return <script dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }} />;
}

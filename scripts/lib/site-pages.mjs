// The site's page types in both languages, and what it takes to reach them all on a fresh production server: the
// newest news post (none on a fresh seed) and a landing page an editor publishes after the start. Shared by the
// page benchmark (scripts/bench-pages.mjs) and the memory benchmark (scripts/bench-memory.mjs).
import { randomBytes } from "node:crypto";
import { landingPage } from "../../tests/support/landing-page.ts";
import { adminCreate } from "./admin-create.mjs";

/**
 * [page type, a listing or post (rendered on request, measured against the home page)?, addresses]. POST and
 * LANDING stand for addresses known once the server runs (newsPosts, publishLanding).
 */
export const pageKinds = [
  ["home", false, ["/", "/ar"]],
  ["about", false, ["/about", "/ar/about"]],
  ["training page", false, ["/training/it", "/ar/training/english"]],
  ["learning path", false, ["/paths/data-analyst", "/ar/paths/power-bi"]],
  ["contact", false, ["/contact", "/ar/contact"]],
  ["corporate", false, ["/corporate", "/ar/corporate"]],
  ["careers", false, ["/careers", "/ar/careers"]],
  ["plan builder", false, ["/start-learning", "/ar/start-learning"]],
  ["legal page", false, ["/privacy", "/ar/privacy"]],
  ["schedule", true, ["/schedule", "/ar/schedule"]],
  ["schedule, filtered", true, ["/schedule?area=it", "/ar/schedule?area=english&format=online"]],
  ["news", true, ["/blog", "/ar/blog"]],
  ["news post", true, ["POST", "POST_AR"]],
  ["landing page", true, ["LANDING", "LANDING_AR"]],
];

/** The address of the newest news post in each language, read from the news list (none on a fresh seed). */
export async function newsPosts(base) {
  const post = async (list) => {
    const html = await (await fetch(base + list)).text();
    const match = new RegExp(`href="(${list}/(?!feed")[a-z0-9-]+)"`).exec(html);
    return match?.[1];
  };
  return { POST: await post("/blog"), POST_AR: await post("/ar/blog") };
}

/**
 * A staff account with the admin role, made on the command line as the README says (a throwaway one in the
 * bench's scratch data, `env` naming it: DATA_DIR or DATABASE_URL, with a password made for this run), signed in
 * over REST. Returns the headers of its requests (the token as `Authorization` and as Payload's cookie).
 */
export async function staffSession(base, env) {
  const who = { email: "bench@staff.example", password: `bench ${randomBytes(12).toString("base64url")} pages` };
  const made = adminCreate({ ...who, env: { ...process.env, LOG_LEVEL: "warn", ...env } });
  if (made.status !== 0) throw new Error(`admin:create failed: ${made.output}`);
  // That command held this process for seconds: the server has closed the idle connections kept for the requests
  // before, and those closes are read before the next request takes one (it failed with "other side closed").
  await new Promise((done) => setTimeout(done, 100));
  const login = await fetch(`${base}/cms-api/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(who),
  });
  if (!login.ok) throw new Error(`staff login: ${login.status} ${await login.text()}`);
  const { token } = await login.json();
  return { authorization: `JWT ${token}`, cookie: `payload-token=${token}` };
}

/**
 * A landing page built from one block of every type (tests/support/landing-page.ts), published in both languages
 * by an editor over REST after the server started, as the marketing team would: rendered on its first request,
 * then cached.
 */
export async function publishLanding(base, staff) {
  const headers = { authorization: staff.authorization, "content-type": "application/json" };
  const slug = "bench-landing";
  const draft = await fetch(`${base}/cms-api/pages?locale=en&draft=true&depth=0`, {
    method: "POST",
    headers,
    body: JSON.stringify({ ...landingPage("en", slug), _status: "draft" }),
  });
  if (!draft.ok) throw new Error(`landing page: ${draft.status} ${await draft.text()}`);
  const { doc } = await draft.json();
  const published = await fetch(`${base}/cms-api/pages/${doc.id}?locale=ar&depth=0`, {
    method: "PATCH",
    headers,
    body: JSON.stringify({ ...landingPage("ar", slug, doc.layout), _status: "published" }),
  });
  if (!published.ok) throw new Error(`landing page: ${published.status} ${await published.text()}`);
  return { LANDING: `/${slug}`, LANDING_AR: `/ar/${slug}` };
}

/** Every page type's addresses in both languages, in pageKinds' order: [{ kind, dynamic, path }]. */
export function pageRows(known) {
  return pageKinds.flatMap(([kind, dynamic, paths]) =>
    paths.flatMap((path) => {
      if (!(path in known)) return [{ kind, dynamic, path }];
      if (known[path]) return [{ kind, dynamic, path: known[path] }];
      console.log(`${kind}: none published, not measured`);
      return [];
    }),
  );
}

// Used by the SQLite and PostgreSQL migrations that remove the page globals (2026-11-27).

/** The page globals' tables and the page (collection `pages`) each one became. */
export const formerPageGlobals = {
  home_page: "home",
  about_page: "about",
  it_training_page: "it-training",
  english_training_page: "english-training",
  business_training_page: "business-training",
  contact_page: "contact",
  corporate_page: "corporate",
  careers_page: "careers",
} as const;

/**
 * The pages whose former global was saved but that were never made. Since the pages came, each start makes a
 * missing page from its saved global (what an editor changed there carries over); a database that never had such
 * a start would lose those texts when the globals' tables go, so the migration refuses to run on it.
 */
export async function pagesNotCarriedOver(
  rows: (query: string) => Promise<unknown[]>,
  schema = "",
): Promise<string[]> {
  const missing: string[] = [];
  for (const [table, slug] of Object.entries(formerPageGlobals)) {
    const saved = await rows(`SELECT id FROM ${schema}"${table}" LIMIT 1`);
    if (saved.length === 0) continue;
    const page = await rows(`SELECT id FROM ${schema}"pages" WHERE slug = '${slug}' LIMIT 1`);
    if (page.length === 0) missing.push(slug);
  }
  return missing;
}

export const notCarriedOverMessage = (missing: string[]) =>
  `The page globals cannot be removed yet: the pages ${missing.join(", ")} were never made from them. Start a ` +
  `release from 08fe525 to c008d0e once (it makes each page from its global, with what editors changed there), ` +
  `then this one.`;

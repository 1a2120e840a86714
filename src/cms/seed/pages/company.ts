import type { GlobalSlug, Payload } from "payload";
import { rows } from "../bilingual";
import { careersPage } from "../data/careers-page";
import { corporatePage } from "../data/corporate-page";
import { updateGlobalBilingual } from "../index";

/** Whether a global was saved before: by an earlier run of the seed that stopped later, or by an editor. */
async function saved(payload: Payload, slug: GlobalSlug): Promise<boolean> {
  const current = (await payload.findGlobal({ slug, draft: true, depth: 0, overrideAccess: true })) as {
    updatedAt?: string | null;
  };
  return Boolean(current.updatedAt);
}

export async function seedCorporatePage(payload: Payload): Promise<void> {
  if (await saved(payload, "corporate-page")) return;
  const { process, ...sections } = corporatePage;
  await updateGlobalBilingual(payload, "corporate-page", {
    ...sections,
    process: { ...process, benefits: rows(process.benefits) },
  });
}

export async function seedCareersPage(payload: Payload): Promise<void> {
  if (await saved(payload, "careers-page")) return;
  const { openings, apply, ...sections } = careersPage;
  await updateGlobalBilingual(payload, "careers-page", {
    ...sections,
    openings: { ...openings, jobs: openings.jobs.map((job) => ({ ...job, requirements: rows(job.requirements) })) },
    apply: { ...apply, steps: rows(apply.steps) },
  });
}

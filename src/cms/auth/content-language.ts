import type { CollectionAfterLoginHook, Where } from "payload";

/**
 * Each sign-in opens documents in the content language that matches the admin's language: an editor who works
 * in the Arabic admin edits the Arabic texts unless she switches ("لغة المحتوى" in the header), and an English
 * admin opens the English ones. Payload keeps the content language as the user's `locale` preference (the
 * admin reads it when a page has no ?locale=); this sets that preference when the two differ.
 */
export const contentLanguageAtSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  const language = req.i18n?.language === "ar" ? "ar" : "en";
  const owner = { relationTo: "users" as const, value: user.id as number };
  const where: Where = {
    and: [
      { key: { equals: "locale" } },
      { "user.value": { equals: user.id } },
      { "user.relationTo": { equals: "users" } },
    ],
  };
  const { docs } = await req.payload.find({
    collection: "payload-preferences",
    where,
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  });
  const current = docs[0] as { id: number | string; value?: unknown } | undefined;
  if (current?.value === language) return;
  if (current)
    await req.payload.update({
      collection: "payload-preferences",
      id: current.id,
      data: { value: language },
      depth: 0,
      overrideAccess: true,
      req,
    });
  else
    await req.payload.create({
      collection: "payload-preferences",
      data: { key: "locale", user: owner, value: language },
      depth: 0,
      overrideAccess: true,
      req,
    });
};

// Creates a staff account with the admin role, or gives an existing account the admin role and this password
// (idempotent: running it twice leaves one account). There is no default account: this is how the first
// administrator is made.
//   npm run admin:create -- --email you@example.com --password 'a long passphrase'
// Refuses weak passwords (at least 12 characters and hard to guess). Uses the site's configuration
// (DATA_DIR or DATABASE_URL, PAYLOAD_SECRET).
import { parseArgs } from "node:util";
import { getPayload } from "payload";
import config from "../src/payload.config";
import { ADMIN_CREATE_CONTEXT } from "../src/cms/collections/users";
import { weakPassword } from "../src/cms/auth/password";

const { values } = parseArgs({
  options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
});
const email = values.email?.trim().toLowerCase();
const password = values.password ?? "";
if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
  console.error("Usage: npm run admin:create -- --email you@example.com --password 'a long passphrase'");
  process.exit(2);
}
const weak = weakPassword(password, email.split(/[@.]/));
if (weak) {
  console.error(`Refused: ${weak.en}`);
  process.exit(2);
}

const payload = await getPayload({ config });
try {
  const found = await payload.find({ collection: "users", where: { email: { equals: email } }, limit: 1 });
  const existing = found.docs[0];
  if (existing) {
    const roles = [...new Set([...(existing.roles ?? []), "admin" as const])];
    await payload.update({
      collection: "users",
      id: existing.id,
      data: { roles, password, loginAttempts: 0, lockUntil: null },
      context: { [ADMIN_CREATE_CONTEXT]: true },
    });
    console.log(`${email}: already there; now an admin with the new password (unlocked).`);
  } else {
    await payload.create({
      collection: "users",
      data: { email, password, roles: ["admin"], name: values.name },
      context: { [ADMIN_CREATE_CONTEXT]: true },
    });
    console.log(`${email}: admin account created. Sign in at /admin.`);
  }
} finally {
  await payload.destroy();
}
process.exit(0);

/**
 * The services the PostgreSQL and Redis tests need. Outside CI a missing one skips those tests (the embedded
 * defaults still pass on a machine without them); in CI (`CI=true`, as .ci/run runs) it is an error, so a green
 * run always includes them.
 */
export const inCi = /^(1|true)$/i.test(process.env.CI ?? "");

export function requireServicesInCi(): void {
  if (!inCi) return;
  const missing = ["DATABASE_URL", "REDIS_URL"].filter((name) => !process.env[name]);
  if (missing.length)
    throw new Error(`CI=true but ${missing.join(" and ")} unset: the PostgreSQL and Redis tests would not run`);
}

/** "" when every variable is set; else the reason to skip (printed), or an error in CI. */
export function missingServices(...names: ("DATABASE_URL" | "REDIS_URL")[]): string {
  const missing = names.filter((name) => !process.env[name]);
  if (!missing.length) return "";
  const reason = `needs ${missing.join(" and ")}`;
  if (inCi) throw new Error(`${reason}, which CI must set (.ci/run)`);
  console.log(`skipped: ${reason}`);
  return reason;
}

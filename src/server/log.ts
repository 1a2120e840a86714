/** The server's logger: the site's one logger (src/lib/log.ts), which the content reads use too. */
export { logger } from "@/lib/log";

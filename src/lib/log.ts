import pino from "pino";
import { env } from "@/config/env";

const level = env().LOG_LEVEL;

/** JSON-lines logger for the server. Personal data must be masked by the caller (docs/operations.md, "Logs"). */
export const logger = pino({
  level,
  base: { service: "site" },
  timestamp: pino.stdTimeFunctions.isoTime,
  redact: { paths: ["email", "phone", "*.email", "*.phone", "message", "*.message"], censor: "[masked]" },
});

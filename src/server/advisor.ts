import "server-only";
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";
import { advisorEntries } from "@/content/advisor-catalog";
import { formatAddress, siteConfig, whatsappHref } from "@/config/site";
import { buildSystemPrompt } from "@/domain/advisor/prompt";
import { AdvisorService } from "@/domain/advisor/service";
import { openAiModel } from "./ai/openai-model";
import type { Env } from "./env";
import { logger } from "./log";

/** Upstream calls allowed for the whole site per hour; past that the local advisor answers. */
export const ADVISOR_GLOBAL_PER_HOUR = 600;

export function createAdvisor(e: Env, redis?: Redis): AdvisorService {
  const memory = new RateLimiterMemory({
    keyPrefix: "advisor-global",
    points: ADVISOR_GLOBAL_PER_HOUR,
    duration: 3600,
  });
  const budget: RateLimiterAbstract = redis
    ? new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: "rl:advisor-global",
        points: ADVISOR_GLOBAL_PER_HOUR,
        duration: 3600,
        insuranceLimiter: memory,
      })
    : memory;
  const contact = {
    whatsapp: siteConfig.whatsapp.display,
    phone: siteConfig.phone.display,
    address: { en: formatAddress("en"), ar: formatAddress("ar") },
  };
  return new AdvisorService({
    entries: advisorEntries,
    contact,
    systemPrompt: buildSystemPrompt(
      advisorEntries,
      {
        brand: siteConfig.brand.en,
        whatsapp: `${siteConfig.whatsapp.display} (${whatsappHref})`,
        phone: siteConfig.phone.display,
        address: formatAddress("en"),
        officeHours: "Sunday to Thursday 09:00-18:00 (Africa/Cairo); Friday and Saturday closed",
      },
      e.ADVISOR_CANARY,
    ),
    model: e.OPENAI_API_KEY
      ? openAiModel({
          apiKey: e.OPENAI_API_KEY,
          baseURL: e.OPENAI_BASE_URL,
          model: e.ADVISOR_MODEL,
          attemptTimeoutMs: Math.floor(e.ADVISOR_TIMEOUT_MS / 2),
        })
      : undefined,
    takeBudget: () =>
      budget.consume("all").then(
        () => true,
        () => false,
      ),
    deadlineMs: e.ADVISOR_TIMEOUT_MS,
    log: logger.child({ component: "advisor" }),
  });
}

import "server-only";
import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";
import { advisorEntries } from "@/server/advisor-catalog";
import { formatAddress, siteConfig, whatsappHref } from "@/config/site";
import { createLeakGuard } from "@/domain/advisor/guard";
import { buildSystemPrompt, instructionFragments } from "@/domain/advisor/prompt";
import { AdvisorService } from "@/domain/advisor/service";
import { openAiModel } from "./ai/openai-model";
import type { Env } from "./env";
import { logger } from "./log";

export function createAdvisor(e: Env, redis?: Redis): AdvisorService {
  const memory = new RateLimiterMemory({
    keyPrefix: "advisor-global",
    points: e.ADVISOR_BUDGET_PER_HOUR,
    duration: 3600,
  });
  const budget: RateLimiterAbstract = redis
    ? new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: "rl:advisor-global",
        points: e.ADVISOR_BUDGET_PER_HOUR,
        duration: 3600,
        insuranceLimiter: memory,
      })
    : memory;
  // A canary in every system prompt, so the output guard recognises a leak even when none is configured.
  const canary = e.ADVISOR_CANARY ?? `ATC-REF-${randomBytes(6).toString("hex")}`;
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
      canary,
    ),
    model: e.OPENAI_API_KEY
      ? openAiModel({
          apiKey: e.OPENAI_API_KEY,
          baseURL: e.OPENAI_BASE_URL,
          model: e.ADVISOR_MODEL,
          attemptTimeoutMs: Math.floor(e.ADVISOR_TIMEOUT_MS / 2),
          deadlineMs: e.ADVISOR_TIMEOUT_MS,
        })
      : undefined,
    takeBudget: () =>
      budget.consume("all").then(
        () => true,
        () => false,
      ),
    deadlineMs: e.ADVISOR_TIMEOUT_MS,
    log: logger.child({ component: "advisor" }),
    guard: createLeakGuard({ canary, fragments: instructionFragments() }),
  });
}

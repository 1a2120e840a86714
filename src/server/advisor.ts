import "server-only";
import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";
import { advisorEntries, fromCms, intakeNotes, withIntakes } from "./advisor-catalog";
import { catalogFacts, siteFacts, upcomingIntakes } from "./cms-facts";
import { createLeakGuard } from "@/domain/advisor/guard";
import { buildSystemPrompt, instructionFragments } from "@/domain/advisor/prompt";
import { AdvisorService, type AdvisorKnowledge } from "@/domain/advisor/service";
import { openAiModel } from "./ai/openai-model";
import type { Env } from "@/config/env";
import { logger } from "./log";
import { weekDays, type WeekDay } from "@/config/days";

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
  return new AdvisorService({
    knowledge: () => knowledge(canary),
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

let last: { site: unknown; catalog: unknown; intakes: unknown; value: AdvisorKnowledge } | undefined;

/** What the advisor knows now: the published catalogue and business details (read through cms-facts). */
async function knowledge(canary: string): Promise<AdvisorKnowledge> {
  const [site, catalog, intakes] = await Promise.all([siteFacts(), catalogFacts(), upcomingIntakes()]);
  if (last?.site === site && last.catalog === catalog && last.intakes === intakes) return last.value;
  const entries = withIntakes(advisorEntries(fromCms(catalog)), intakeNotes(intakes));
  const days = site.officeHours.days.map((day) => weekDays[day as WeekDay]?.en ?? day).join(", ");
  const knowledge: AdvisorKnowledge = {
    entries,
    contact: { whatsapp: site.whatsapp.display, phone: site.phone, address: site.address },
    systemPrompt: buildSystemPrompt(
      entries,
      {
        brand: site.brand.en,
        whatsapp: `${site.whatsapp.display} (${site.whatsapp.href})`,
        phone: site.phone,
        address: site.address.en,
        officeHours: `${days} ${site.officeHours.opens}-${site.officeHours.closes} (Africa/Cairo); closed on the other days`,
      },
      canary,
    ),
  };
  last = { site, catalog, intakes, value: knowledge };
  return knowledge;
}

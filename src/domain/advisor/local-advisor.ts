import { areaNames, localText } from "./local-text";
import { normalize } from "./normalize";
import { searchCatalog } from "./search";
import type { AdvisorEntry, ChatMessage, Locale } from "./types";

export interface AdvisorContact {
  whatsapp: string;
  phone: string;
  address: { en: string; ar: string };
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ""));

const PRICE =
  /\b(price|prices|cost|costs|fee|fees|how much|discount|date|dates|start|when|schedule|timing|installment)\b|سعر|اسعار|تكلف|مصاريف|بكام|كام|خصم|موعد|مواعيد|امتي|متي|يبدا|تقسيط/;
const GREETING = /^(hi|hello|hey|good (morning|evening)|salam|مرحبا|اهلا|السلام عليكم|صباح الخير|مساء الخير|هاي)\b/;
const LOCATION = /\b(where|address|location|located|map|directions)\b|عنوان|فين|اين|مكان|موقع المركز|خريطه/;

/**
 * Answers from the site's own catalogue, without any AI service: finds the paths and courses that
 * match the question (in either language) and links to their pages; hands prices and dates to people.
 */
export function localAnswer(
  entries: AdvisorEntry[],
  messages: ChatMessage[],
  locale: Locale,
  contact: AdvisorContact,
): string {
  const text = localText[locale];
  const prefix = locale === "ar" ? "/ar" : "";
  const link = (href: string) => `${prefix}${href}`;
  const values = {
    whatsapp: contact.whatsapp,
    phone: contact.phone,
    contact: link("/contact"),
    plan: link("/start-learning"),
    it: link("/training/it"),
    english: link("/training/english"),
    business: link("/training/business"),
    address: contact.address[locale],
  };
  const question = [...messages].reverse().find((m) => m.role === "user")?.content ?? "";
  const plain = normalize(question);

  if (LOCATION.test(plain) && !searchCatalog(entries, question).length) return fill(text.location!, values);
  const matches = searchCatalog(entries, question);
  const asksPrice = PRICE.test(plain);
  if (matches.length === 0) {
    if (asksPrice) return fill(text.handoff!, values);
    if (GREETING.test(plain) || plain.split(" ").length <= 2) return fill(text.greeting!, values);
    return fill(text.noMatch!, values);
  }

  const lines = [text.intro!];
  for (const { entry } of matches) {
    const common = { title: entry.title[locale], summary: entry.summary[locale], href: link(entry.href) };
    lines.push(
      entry.kind === "path"
        ? fill(text.pathLine!, { ...common, hours: entry.hours ?? 0, stages: entry.stages ?? 6 })
        : fill(text.courseLine!, { ...common, area: areaNames[locale][entry.area] }),
    );
  }
  lines.push(fill(text.plan!, values));
  if (asksPrice) lines.push(fill(text.handoff!, values));
  return lines.join("\n\n");
}

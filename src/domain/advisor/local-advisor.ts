import { areaNames, localText } from "./local-text";
import { normalize } from "./normalize";
import { searchCatalog } from "./search";
import type { AdvisorEntry, ChatMessage, Locale } from "./types";
import { localizedPath } from "@/lib/localized-path";

export interface AdvisorContact {
  whatsapp: string;
  phone: string;
  address: { en: string; ar: string };
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ""));

const PRICE =
  /\b(price|prices|cost|costs|fee|fees|how much|discount|timing|installment|installments)\b|سعر|اسعار|تكلف|مصاريف|بكام|كام|خصم|تقسيط/;
const DATE =
  /\b(date|dates|start|starts|starting|when|schedule|intake|next class|next course)\b|موعد|مواعيد|امتي|متي|يبدا|تبدا|الجاي|القادم|الدفعه/;
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
  const link = (href: string) => localizedPath(href, locale);
  const values = {
    whatsapp: contact.whatsapp,
    phone: contact.phone,
    contact: link("/contact"),
    plan: link("/start-learning"),
    schedule: link("/schedule"),
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
  const asksDate = DATE.test(plain);
  if (matches.length === 0) {
    if (asksPrice || asksDate) return fill(text.handoff!, values);
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
  // Dates the site publishes (the schedule's intakes) are answered; anything else of prices and dates goes to people.
  const dated = asksDate ? matches.filter(({ entry }) => entry.nextIntake) : [];
  for (const { entry } of dated) {
    lines.push(fill(text.nextIntake!, { title: entry.title[locale], when: entry.nextIntake![locale], ...values }));
  }
  if (asksDate && dated.length === 0) lines.push(fill(text.noIntake!, values));
  lines.push(fill(text.plan!, values));
  if (asksPrice) lines.push(fill(text.handoff!, values));
  return lines.join("\n\n");
}

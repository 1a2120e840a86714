import { Mail } from "lucide-react";
import { buttonClass } from "@/components/ui/button-link";
import { Section } from "@/components/ui/section";
import { fillPlaceholders } from "@/content/page-parts";
import { getSite } from "@/content/site";
import type { DetailCardsBlock } from "@/payload-types";
import type { BlockProps } from "../ui";

/** Cards with their labels, text and list; with the e-mail button, each writes to the centre about its card. */
export async function DetailCardsComponent({ block, locale, id, tone }: BlockProps<DetailCardsBlock>) {
  const site = block.emailButton ? await getSite(locale) : undefined;
  const mailto = (title: string) =>
    `mailto:${site!.email}?${new URLSearchParams({
      subject: fillPlaceholders(block.emailSubject || "{title}", { title }),
    })
      .toString()
      .replaceAll("+", "%20")}`;
  return (
    <Section id={id} tone={tone} title={block.title} description={block.description ?? undefined}>
      <ul className="grid gap-6 md:grid-cols-2">
        {(block.cards ?? []).map((card, index) => {
          const items = (card.items ?? []).map((item) => item.text).filter(Boolean);
          return (
            <li
              key={card.id ?? index}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              {card.badge || card.meta ? (
                <div className="flex flex-wrap gap-2 text-xs font-semibold">
                  {card.badge ? (
                    <span className="rounded-full bg-primary-50 px-2.5 py-1 text-primary-800">{card.badge}</span>
                  ) : null}
                  {card.meta ? (
                    <span className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">{card.meta}</span>
                  ) : null}
                </div>
              ) : null}
              <h3 className="mt-3 text-lg font-bold text-primary-900">{card.title}</h3>
              {card.description ? <p className="mt-2 text-sm text-slate-600">{card.description}</p> : null}
              {items.length && block.listTitle ? (
                <p className="mt-4 text-sm font-semibold text-slate-800">{block.listTitle}</p>
              ) : null}
              {items.length ? (
                <ul className="mt-2 flex-1 list-disc space-y-1 ps-5 text-sm text-slate-700">
                  {items.map((item, at) => (
                    <li key={at}>{item}</li>
                  ))}
                </ul>
              ) : (
                <div className="flex-1" />
              )}
              {site ? (
                <a href={mailto(card.title)} className={buttonClass("secondary", "mt-6 self-start")}>
                  <Mail aria-hidden="true" className="size-4" />
                  {block.emailButton}
                  <span className="sr-only">: {card.title}</span>
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

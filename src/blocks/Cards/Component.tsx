import { ArrowRight, Award, Check } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { areaStyle } from "@/components/ui/area-style";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/ui/section";
import { getSiteLists } from "@/content/site";
import { Link } from "@/i18n/navigation";
import type { CardsBlock, SiteSetting } from "@/payload-types";
import { BlockFigures, CardCell, CardGrid, type BlockProps } from "../ui";

type OwnCard = NonNullable<CardsBlock["cards"]>[number];
type AreaCard = NonNullable<SiteSetting["trainingAreas"]>[number];
type Look = CardsBlock["look"];

const columns = {
  "2": "sm:grid-cols-2",
  "3": "sm:grid-cols-2 lg:grid-cols-3",
  "4": "sm:grid-cols-2 lg:grid-cols-4",
  "5": "sm:grid-cols-2 lg:grid-cols-5",
} as const;

const cardClass: Record<Look, string> = {
  simple: "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm",
  centred: "rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm",
  inline: "flex gap-4 rounded-2xl border border-slate-200 bg-white p-5",
  numbered: "rounded-2xl border border-slate-200 bg-white p-6",
  detailed:
    "flex flex-col rounded-2xl border border-t-4 border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md",
};

/** One card's content in the block's look (a training area's own colour, badge, features and link when detailed). */
function CardBody({
  card,
  look,
  index,
  learnMore,
}: {
  card: OwnCard | AreaCard;
  look: Look;
  index: number;
  learnMore: string;
}): ReactNode {
  if (look === "detailed" && "area" in card) {
    const style = areaStyle[card.area];
    return (
      <>
        <div className="flex items-start justify-between gap-3">
          <span className={`flex size-12 items-center justify-center rounded-xl ${style.icon}`}>
            <Icon name={card.icon} />
          </span>
          <span className={`rounded-full px-3 py-1 text-xs font-semibold ring-1 ${style.badge}`}>{card.badge}</span>
        </div>
        <h3 className="mt-5 text-xl font-bold text-primary-900">{card.title}</h3>
        <p className="mt-2 text-sm text-slate-600">{card.description}</p>
        <ul className="mt-5 flex-1 space-y-2">
          {(card.features ?? []).map((feature, i) => (
            <li key={feature.id ?? i} className="flex gap-2 text-sm text-slate-700">
              <Check aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${style.text}`} />
              <span>{feature.text}</span>
            </li>
          ))}
        </ul>
        <Link
          href={card.link}
          className={`mt-6 inline-flex min-h-11 items-center gap-2 text-sm font-semibold ${style.text} hover:underline`}
        >
          {learnMore}
          <span className="sr-only">: {card.title}</span>
          <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Link>
      </>
    );
  }
  switch (look) {
    case "centred":
      return (
        <>
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-accent-100 text-accent-800">
            <Icon name={card.icon} />
          </span>
          <h3 className="mt-4 text-base font-bold text-primary-900">{card.title}</h3>
          <p className="mt-2 text-sm text-slate-600">{card.description}</p>
        </>
      );
    case "inline":
      return (
        <>
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
            <Icon name={card.icon} className="size-5" />
          </span>
          <div>
            <h3 className="font-bold text-primary-900">{card.title}</h3>
            <p className="mt-1 text-sm text-slate-600">{card.description}</p>
          </div>
        </>
      );
    case "numbered":
      return (
        <>
          <div className="flex items-center gap-3">
            <span className="flex size-9 items-center justify-center rounded-full bg-primary-700 text-sm font-bold text-white tabular-nums">
              {index + 1}
            </span>
            <Icon name={card.icon} className="size-5 text-primary-700" />
          </div>
          <h3 className="mt-4 text-lg font-bold text-primary-900">{card.title}</h3>
          <p className="mt-2 text-sm text-slate-600">{card.description}</p>
        </>
      );
    default:
      return (
        <>
          <span className="flex size-12 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
            <Icon name={card.icon} />
          </span>
          <h3 className="mt-4 text-lg font-bold text-primary-900">{card.title}</h3>
          <p className="mt-2 text-sm text-slate-600">{card.description}</p>
        </>
      );
  }
}

/**
 * Cards with an icon: the block's own cards, or the training areas of the business details. In rows of up to three
 * (centred), or in a grid of two to five columns; optionally a highlighted note and figures below or beside.
 */
export async function CardsComponent({ block, locale, id, tone }: BlockProps<CardsBlock>) {
  const [common, lists] = await Promise.all([
    getTranslations({ locale, namespace: "Common" }),
    block.source === "areas" ? getSiteLists(locale) : undefined,
  ]);
  const cards: (OwnCard | AreaCard)[] = lists ? lists.trainingAreas : (block.cards ?? []);
  const look: Look = block.look === "detailed" && !lists ? "simple" : (block.look ?? "simple");
  const body = (card: OwnCard | AreaCard, index: number) => (
    <CardBody card={card} look={look} index={index} learnMore={common("learnMore")} />
  );
  const detailedClass = (card: OwnCard | AreaCard) =>
    look === "detailed" && "area" in card ? `${cardClass.detailed} ${areaStyle[card.area].border}` : cardClass[look];

  const List = look === "numbered" ? "ol" : "ul";
  const grid =
    block.columns && block.columns !== "auto" ? (
      <List
        className={`grid ${look === "centred" || look === "inline" ? "gap-5" : "gap-6"} ${columns[block.columns]}`}
        data-testid={`${id}-grid`}
      >
        {cards.map((card, index) => (
          <li key={card.id ?? index} className={detailedClass(card)}>
            {body(card, index)}
          </li>
        ))}
      </List>
    ) : (
      <CardGrid>
        {cards.map((card, index) => (
          <CardCell key={card.id ?? index}>
            <div className={`h-full ${detailedClass(card)}`}>{body(card, index)}</div>
          </CardCell>
        ))}
      </CardGrid>
    );

  const figuresLabel = block.figuresLabel || block.title;
  const beside = block.figuresPlacement === "beside" && Boolean(block.figures?.length);
  return (
    <Section
      id={id}
      tone={tone}
      badge={block.badge ?? undefined}
      title={block.title}
      description={block.description ?? undefined}
    >
      {beside ? (
        <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
          {grid}
          <BlockFigures figures={block.figures} label={figuresLabel} tone={tone} beside />
        </div>
      ) : (
        grid
      )}
      {block.note?.title ? (
        <div className="mx-auto mt-12 flex max-w-3xl flex-col items-center gap-4 rounded-2xl border border-accent-300 bg-accent-100 p-6 text-center sm:flex-row sm:text-start">
          <span className="flex size-16 shrink-0 items-center justify-center rounded-full bg-accent-400 text-primary-950">
            <Award aria-hidden="true" className="size-8" />
          </span>
          <div>
            <h3 className="text-lg font-bold text-primary-900">{block.note.title}</h3>
            {block.note.text ? <p className="mt-1 text-slate-700">{block.note.text}</p> : null}
          </div>
        </div>
      ) : null}
      {beside ? null : <BlockFigures figures={block.figures} label={figuresLabel} tone={tone} />}
    </Section>
  );
}

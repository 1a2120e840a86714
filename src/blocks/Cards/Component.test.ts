import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { CardsBlock } from "@/payload-types";

// The business details' training areas, as Payload gives them in one language.
const trainingAreas = [
  {
    id: "a1",
    area: "it",
    icon: "monitor",
    link: "/training/it",
    badge: "Most Popular",
    title: "Information Technology",
    description: "Job-role programmes.",
    features: [{ id: "f1", text: "Cloud Computing" }],
  },
  {
    id: "a2",
    area: "english",
    icon: "globe",
    link: "/training/english",
    badge: "Certified",
    title: "English Language",
    description: "From your first words to IELTS.",
    features: [{ id: "f2", text: "Business English" }],
  },
];
const getSiteLists = vi.fn(async () => ({ trainingAreas, industries: [] }));

vi.mock("@/content/site", () => ({ getSiteLists }));
vi.mock("next-intl/server", () => ({
  getTranslations: async () => (key: string) => ({ learnMore: "Learn more" })[key] ?? key,
}));
vi.mock("@/i18n/navigation", () => ({
  Link: ({ href, children, className }: { href: string; children: unknown; className?: string }) =>
    createElement("a", { href, className }, children as never),
}));

const { CardsComponent } = await import("./Component");

const block = (overrides: Partial<CardsBlock>): CardsBlock => ({
  blockType: "cards",
  title: "Training areas",
  source: "cards",
  look: "simple",
  columns: "3",
  figuresPlacement: "below",
  cards: [{ icon: "award", title: "Own card", description: "Written in the block." }],
  ...overrides,
});

const render = async (data: CardsBlock) =>
  renderToStaticMarkup(await CardsComponent({ block: data, locale: "en", id: "areas", tone: "white" }));

describe("Cards block", () => {
  it("with the source «training areas» shows the business details' areas, not its own cards", async () => {
    const html = await render(block({ source: "areas" }));
    expect(getSiteLists).toHaveBeenCalledWith("en");
    expect(html).toContain("Information Technology");
    expect(html).toContain("English Language");
    expect(html).not.toContain("Own card");
    expect(html.match(/<h3/g)).toHaveLength(2);
  });

  it("shows a detailed area's badge, features and its training page's link", async () => {
    const html = await render(block({ source: "areas", look: "detailed" }));
    expect(html).toContain("Most Popular");
    expect(html).toContain("Cloud Computing");
    expect(html).toContain('href="/training/english"');
    expect(html).toContain("Learn more");
  });

  it("with its own cards does not read the business details", async () => {
    getSiteLists.mockClear();
    const html = await render(block({}));
    expect(getSiteLists).not.toHaveBeenCalled();
    expect(html).toContain("Own card");
    expect(html).not.toContain("Information Technology");
  });
});

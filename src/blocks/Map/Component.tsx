import { Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { CentreLocation } from "@/components/media/centre-location";
import { getSite } from "@/content/site";
import type { MapBlock } from "@/payload-types";
import { toneClass, type BlockProps } from "../ui";

const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;

/** Four cards (phone, e-mail, WhatsApp, visit) that overlap the hero above them. */
async function Ways({ block, locale, id }: BlockProps<MapBlock>) {
  const [common, site] = await Promise.all([getTranslations({ locale, namespace: "Common" }), getSite(locale)]);
  const ways = block.ways ?? {};
  const cards = [
    { icon: Phone, title: ways.phoneTitle, value: <bdi dir="ltr">{site.phone.display}</bdi>, href: site.telHref },
    { icon: Mail, title: ways.emailTitle, value: <bdi dir="ltr">{site.email}</bdi>, href: site.mailtoHref },
    {
      icon: MessageCircle,
      title: ways.whatsappTitle,
      value: ways.whatsappText,
      href: site.whatsappHref,
      external: true,
    },
    { icon: MapPin, title: ways.visitTitle, value: ways.visitText, href: site.map.link, external: true },
  ];
  return (
    <section id={id} aria-label={block.title} className="relative z-10 -mt-10">
      <ul className="container-page grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(({ icon: CardIcon, title, value, href, external }, index) => (
          <li key={index}>
            <a
              href={href}
              {...(external ? newTab : {})}
              className="flex h-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-md transition-shadow hover:shadow-lg"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
                <CardIcon aria-hidden="true" className="size-6" />
              </span>
              <span>
                <span className="block font-bold text-primary-900">{title}</span>
                <span className="block text-sm text-slate-600">{value}</span>
                {external ? <span className="sr-only">{common("newTab")}</span> : null}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The centre's address and map, or the ways to reach it (from the business details). */
export function MapComponent(props: BlockProps<MapBlock>) {
  const { block, locale, id, tone } = props;
  if (block.display === "ways") return <Ways {...props} />;
  return (
    <CentreLocation
      locale={locale}
      id={id}
      title={block.title}
      text={block.text ?? undefined}
      className={`scroll-mt-20 ${toneClass[tone]}`}
    />
  );
}

import { CentreLocation } from "@/components/media/centre-location";
import type { MapBlock } from "@/payload-types";
import { toneClass, type BlockProps } from "../ui";

/** The centre's address and map (from the business details). */
export function MapComponent({ block, locale, id, tone }: BlockProps<MapBlock>) {
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

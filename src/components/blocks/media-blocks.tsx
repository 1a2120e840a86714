import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { getMessages, getTranslations } from "next-intl/server";
import { ContactForm } from "@/components/contact-form/contact-form";
import { CorporateRequestForm } from "@/components/corporate/corporate-request-form";
import { CentreLocation } from "@/components/media/centre-location";
import { MarqueeGroup } from "@/components/media/marquee";
import { ClientRows } from "@/components/media/client-rows";
import { TestimonialGrid } from "@/components/media/testimonial-grid";
import { VideoFacade } from "@/components/media/video-facade";
import { Section } from "@/components/ui/section";
import { formNamespaces, pick } from "@/i18n/client-messages";
import { youtubeId } from "@/lib/youtube";
import type {
  ClientsBlock,
  ContactFormBlock,
  CorporateRequestBlock,
  MapBlock,
  TestimonialsBlock,
  VideoBlock,
} from "@/payload-types";
import { toneClass, type BlockProps } from "./text-blocks";

/** The client logos in moving rows (edited in Clients). */
export async function ClientsSection({ block, locale, id, tone }: BlockProps<ClientsBlock>) {
  const t = await getTranslations({ locale, namespace: "HomePage" });
  return (
    <Section id={id} tone={tone} title={block.title} description={block.description ?? undefined}>
      <MarqueeGroup pauseLabel={t("pauseLogos")} playLabel={t("playLogos")}>
        <ClientRows locale={locale} />
      </MarqueeGroup>
    </Section>
  );
}

/** The testimonial videos (edited in Testimonial videos). */
export function TestimonialsSection({ block, locale, id, tone }: BlockProps<TestimonialsBlock>) {
  return (
    <Section
      id={id}
      tone={tone}
      badge={block.badge ?? undefined}
      title={block.title}
      description={block.description ?? undefined}
    >
      <TestimonialGrid locale={locale} />
    </Section>
  );
}

/** One YouTube video or playlist, loaded when the visitor presses play. */
export async function VideoSection({ block, locale, id, tone }: BlockProps<VideoBlock>) {
  const media = await getTranslations({ locale, namespace: "Media" });
  const source = youtubeId(block.youtube);
  if (!source) return null;
  const [kind, value] = source.split(":") as ["v" | "list", string];
  return (
    <Section id={id} tone={tone} title={block.title} description={block.description ?? undefined}>
      <div className="mx-auto max-w-4xl">
        <VideoFacade
          playlistId={value}
          video={kind === "v"}
          title={block.title}
          playLabel={media("playVideo", { title: block.title })}
          notice={media("videoNotice")}
        />
      </div>
    </Section>
  );
}

/** The centre's address and map (from the business details). */
export function MapSection({ block, locale, id, tone }: BlockProps<MapBlock>) {
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

/**
 * The contact form of the contact page: its messages reach the lead desk the same way, with this page as their
 * source (the form sends the page it was sent from: src/components/forms/lead-source.ts).
 */
export async function ContactFormSection({ block, id, tone }: BlockProps<ContactFormBlock>) {
  return (
    <FormSection block={block} id={id} tone={tone}>
      <NextIntlClientProvider messages={pick(await getMessages(), ["ContactForm", ...formNamespaces])}>
        <ContactForm />
      </NextIntlClientProvider>
    </FormSection>
  );
}

/** A section that holds one form, in a card under its title and text. */
function FormSection({
  block,
  id,
  tone,
  children,
}: Pick<BlockProps<{ title: string; description?: string | null }>, "block" | "id" | "tone"> & {
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`${toneClass[tone]} py-16`}>
      <div className="container-page max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h2 id={`${id}-title`} className="text-2xl font-bold text-primary-900">
          {block.title}
        </h2>
        {block.description ? <p className="mt-2 text-slate-600">{block.description}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

/**
 * A company's request for training for its team (src/components/corporate): stored as a lead of kind
 * `corporate`, with this page as its source.
 */
export async function CorporateRequestSection({ block, id, tone, locale }: BlockProps<CorporateRequestBlock>) {
  return (
    <FormSection block={block} id={id} tone={tone}>
      <CorporateRequestForm locale={locale} formId={`${id}-form`} />
    </FormSection>
  );
}

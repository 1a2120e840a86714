import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { ContactForm } from "@/components/contact-form/contact-form";
import { CorporateRequestForm } from "@/components/corporate/corporate-request-form";
import { formNamespaces, pick } from "@/i18n/client-messages";
import type { LeadFormBlock } from "@/payload-types";
import { FormSection, type BlockProps } from "../ui";

/**
 * A form whose answers reach the lead desk with this page as their source (the form sends the page it was sent
 * from: src/components/forms/lead-source.ts): the contact form, or a company's request for training for its team
 * (stored as a lead of kind `corporate`).
 */
export async function LeadFormComponent({ block, locale, id, tone }: BlockProps<LeadFormBlock>) {
  return (
    <FormSection title={block.title} description={block.description} id={id} tone={tone}>
      {block.form === "corporate" ? (
        <CorporateRequestForm locale={locale} formId={`${id}-form`} />
      ) : (
        <NextIntlClientProvider messages={pick(await getMessages(), ["ContactForm", ...formNamespaces])}>
          <ContactForm />
        </NextIntlClientProvider>
      )}
    </FormSection>
  );
}

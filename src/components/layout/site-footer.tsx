import { Mail, MapPin, MessageCircle } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { ComponentType } from "react";
import { getFooter, type NavLink as Entry } from "@/content/navigation";
import { getSite, type SiteView } from "@/content/site";
import type { Locale } from "@/i18n/locales";
import { FacebookIcon, InstagramIcon, LinkedinIcon, YoutubeIcon } from "@/components/ui/social-icons";
import { NewsletterForm } from "@/components/newsletter/newsletter-form";
import { FooterLogo } from "./footer-logo";
import { NavLink } from "./nav-link";

const socials: { key: keyof SiteView["social"]; name: string; Icon: ComponentType<{ className?: string }> }[] = [
  { key: "facebook", name: "Facebook", Icon: FacebookIcon },
  { key: "linkedin", name: "LinkedIn", Icon: LinkedinIcon },
  { key: "instagram", name: "Instagram", Icon: InstagramIcon },
  { key: "youtube", name: "YouTube", Icon: YoutubeIcon },
];

export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Footer" });
  const news = await getTranslations({ locale, namespace: "Newsletter" });
  const [site, footer] = await Promise.all([getSite(locale), getFooter(locale)]);
  const { brand } = site;
  const linkClass = "inline-block py-1 text-sm text-primary-100 hover:text-white hover:underline";
  const heading = "text-sm font-semibold text-white";

  const list = (links: Entry[]) =>
    links.map((link, index) => (
      <li key={index}>
        <NavLink href={link.href} className={linkClass}>
          {link.label}
        </NavLink>
      </li>
    ));

  return (
    <footer className="bg-primary-950 text-primary-100">
      <section aria-labelledby="newsletter-title" className="border-b border-white/10">
        <div className="container-page grid items-center gap-6 py-10 md:grid-cols-2">
          <div>
            <h2 id="newsletter-title" className="text-xl font-bold text-white">
              {news("title")}
            </h2>
            <p className="mt-1 text-sm">{news("description")}</p>
          </div>
          <NewsletterForm />
        </div>
      </section>
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <FooterLogo src="/logo.svg" width={40} height={40} brand={brand} />
          <p className="mt-4 text-sm leading-relaxed">{t("tagline")}</p>
          <p className={`${heading} mt-6`}>{t("follow")}</p>
          <ul className="mt-3 flex gap-2">
            {socials
              .flatMap(({ key, name, Icon }) => {
                const href = site.social[key];
                return href ? [{ key, name, Icon, href }] : [];
              })
              .map(({ key, name, Icon, href }) => (
                <li key={key}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex size-11 items-center justify-center rounded-lg bg-white/10 text-white hover:bg-white/20"
                  >
                    <Icon className="size-5" />
                    <span className="sr-only">
                      {name} {t("newTab")}
                    </span>
                  </a>
                </li>
              ))}
          </ul>
        </div>

        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={heading}>
            {t("services")}
          </h2>
          <ul className="mt-3 space-y-1">{list(footer.services)}</ul>
        </nav>

        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className={heading}>
            {t("company")}
          </h2>
          <ul className="mt-3 space-y-1">{list(footer.company)}</ul>
        </nav>

        <div>
          <h2 className={heading}>{t("contactTitle")}</h2>
          <address className="mt-3 space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <span className="sr-only">{t("addressLabel")}: </span>
                {site.address.line}
              </span>
            </p>
            <p className="flex gap-2">
              <MessageCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <a
                href={site.whatsappHref}
                target="_blank"
                rel="noopener noreferrer"
                className="hover:text-white hover:underline"
              >
                <span className="sr-only">{t("phoneLabel")}: </span>
                <bdi dir="ltr">{site.whatsapp.display}</bdi>
                <span className="sr-only"> {t("newTab")}</span>
              </a>
            </p>
            <p className="flex gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <a href={site.mailtoHref} className="hover:text-white hover:underline">
                <span className="sr-only">{t("emailLabel")}: </span>
                <bdi dir="ltr">{site.email}</bdi>
              </a>
            </p>
          </address>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{t("rights", { year: new Date().getFullYear(), brand })}</p>
          <nav aria-label={t("legal")}>
            <ul className="flex flex-wrap gap-x-5 gap-y-1">{list(footer.legal)}</ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

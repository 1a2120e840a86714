import { Home } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button-link";
import type { Locale } from "@/i18n/locales";

/** The body of the 404 page: the code, what happened, and the way home, in the visitor's language. */
export async function NotFoundView({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "NotFound" });
  return (
    <div className="flex flex-1 items-center">
      <div className="container-page py-24 text-center">
        <p className="text-6xl font-extrabold text-primary-200 tabular-nums" aria-hidden="true">
          {t("code")}
        </p>
        <h1 className="mt-4 text-3xl font-bold text-primary-900 sm:text-4xl">{t("title")}</h1>
        <p className="mx-auto mt-4 max-w-xl text-slate-600">{t("description")}</p>
        <ButtonLink href="/" className="mt-8">
          <Home aria-hidden="true" className="size-4" />
          {t("home")}
        </ButtonLink>
      </div>
    </div>
  );
}

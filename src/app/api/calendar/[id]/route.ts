import { createTranslator } from "next-intl";
import { getIntake } from "@/content/intakes";
import { getSite, siteUrl } from "@/content/site";
import { formatDay } from "@/i18n/dates";
import { isLocale } from "@/i18n/locales";
import { calendarFile } from "@/server/ics";
import ar from "../../../../../messages/ar.json";
import en from "../../../../../messages/en.json";

export const dynamic = "force-dynamic";

/** GET /api/calendar/<intake id>?locale=ar: the intake as an .ics file, in the page's language; 404 once it has passed. */
export async function GET(request: Request, { params }: RouteContext<"/api/calendar/[id]">) {
  const { id } = await params;
  const requested = new URL(request.url).searchParams.get("locale");
  const locale = isLocale(requested) ? requested : "en";
  const intake = /^[0-9]{1,12}$/.test(id) ? await getIntake(id, locale) : undefined;
  if (!intake?.day || !intake.startDate) {
    return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  const t = createTranslator({ locale, messages: locale === "ar" ? ar : en, namespace: "Schedule" });
  const site = await getSite(locale);
  const base = siteUrl();
  const url = `${base}${locale === "ar" ? "/ar" : ""}/schedule`;
  const description = [
    t("starts", { date: formatDay(locale, intake.startDate) }),
    intake.schedule,
    t(`formats.${intake.format}`),
    t(`languages.${intake.language}`),
    url,
  ]
    .filter(Boolean)
    .join("\n");
  const body = calendarFile({
    uid: `intake-${intake.id}@${new URL(base).hostname}`,
    day: intake.day,
    summary: t("calendarName", { course: intake.of.title, brand: site.brand }),
    description,
    location: intake.format === "centre" ? site.address.line : t(`formats.${intake.format}`),
    url,
    now: new Date(),
  });
  return new Response(body, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="intake-${intake.id}.ics"`,
    },
  });
}

import { createTranslator, hasLocale } from "next-intl";
import { getIntake } from "@/content/intakes";
import { getSite, siteUrl } from "@/content/site";
import { formatDay } from "@/i18n/dates";
import { calendarFile } from "@/server/ics";
import ar from "../../../../../messages/ar.json";
import en from "../../../../../messages/en.json";
import { localizedPath } from "@/lib/localized-path";
import { routing } from "@/i18n/routing";

export const dynamic = "force-dynamic";

/** GET /api/calendar/<intake id>?locale=ar: the intake as an .ics file, in the page's language; 404 once it has passed. */
export async function GET(request: Request, { params }: RouteContext<"/api/calendar/[id]">) {
  const { id } = await params;
  const requested = new URL(request.url).searchParams.get("locale");
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const intake = /^[0-9]{1,12}$/.test(id) ? await getIntake(id, locale) : undefined;
  if (!intake?.day || !intake.startDate) {
    return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  const t = createTranslator({ locale, messages: locale === "ar" ? ar : en, namespace: "Schedule" });
  const site = await getSite(locale);
  const base = siteUrl();
  const url = `${base}${localizedPath("/schedule", locale)}`;
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

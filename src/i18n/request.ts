import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { routing } from "./routing";

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    // Fixed rather than the build machine's zone: it is part of the configuration the client provider gets.
    timeZone: "Africa/Cairo",
    messages: (await import(`../../messages/${locale}.json`)).default,
  };
});

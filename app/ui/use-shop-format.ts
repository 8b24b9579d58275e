import { useTranslation } from "~/ui/i18n";
import { siteConfig } from "~/config/site";
import { formatShopDate, formatShopDateTime } from "~/kernel/dates";
import { formatMoney } from "~/kernel/money";
import { asLng, type Lng } from "~/i18n";

/** Money and dates in the page's language, in the shop's time zone. */
export function useShopFormat(): { locale: Lng; money: (amount: number) => string; date: (iso: string) => string; dateTime: (iso: string) => string; time: (iso: string) => string } {
  const { i18n } = useTranslation();
  const locale = asLng(i18n.language);
  const dateTime = (iso: string) => formatShopDateTime(iso, locale, siteConfig.timeZone);
  return {
    locale,
    money: (amount: number) => formatMoney(amount, locale),
    date: (iso: string) => formatShopDate(iso, locale, siteConfig.timeZone),
    dateTime,
    // The last "HH:MM" of the date-time.
    time: (iso: string) => dateTime(iso).slice(-5),
  };
}

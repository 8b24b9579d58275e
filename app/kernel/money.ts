/**
 * Money is integer tugrik. Mongolian pages write `125,000₮` (the sign after the amount, as
 * shops in Ulaanbaatar print it); English pages write `₮125,000`. Both group by thousands with
 * commas and show no fractional part, since the tugrik has no coins in use.
 */
export function formatMoney(amount: number, locale: string): string {
  if (!Number.isInteger(amount)) throw new RangeError(`money must be integer tugrik, got ${amount}`);
  const digits = Math.abs(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const sign = amount < 0 ? "-" : "";
  return locale === "en" ? `${sign}₮${digits}` : `${sign}${digits}₮`;
}

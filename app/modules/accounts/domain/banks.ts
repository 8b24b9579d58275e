/**
 * Banks a shopper can name for a refund or an invoice, by a stable code (bank_accounts.bank).
 * Names are proper nouns kept with the data, in Mongolian and English.
 */
export interface Bank {
  code: string;
  mn: string;
  en: string;
}

export const BANKS: readonly Bank[] = [
  { code: "khan", mn: "Хаан банк", en: "Khan Bank" },
  { code: "golomt", mn: "Голомт банк", en: "Golomt Bank" },
  { code: "tdb", mn: "Худалдаа хөгжлийн банк", en: "Trade and Development Bank (TDB)" },
  { code: "xac", mn: "Хас банк", en: "XacBank" },
  { code: "state", mn: "Төрийн банк", en: "State Bank" },
  { code: "capitron", mn: "Капитрон банк", en: "Capitron Bank" },
  { code: "bogd", mn: "Богд банк", en: "Bogd Bank" },
  { code: "arig", mn: "Ариг банк", en: "Arig Bank" },
  { code: "chinggis-khaan", mn: "Чингис хаан банк", en: "Chinggis Khaan Bank" },
  { code: "nibank", mn: "Үндэсний хөрөнгө оруулалтын банк", en: "National Investment Bank" },
  { code: "transbank", mn: "Тээвэр хөгжлийн банк", en: "Transport and Development Bank" },
  { code: "mbank", mn: "М банк", en: "M Bank" },
];

export const BANK_CODES = BANKS.map((b) => b.code) as [string, ...string[]];

export function findBank(code: string): Bank | undefined {
  return BANKS.find((b) => b.code === code);
}

export function bankName(code: string, locale: "mn" | "en"): string {
  const bank = findBank(code);
  if (!bank) return code;
  return locale === "en" ? bank.en : bank.mn;
}

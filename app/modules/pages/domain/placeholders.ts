import { formatMoney } from "~/kernel/money";

/**
 * The numbers and names a page text may name as `{{placeholder}}`. The texts (content/mn.ts,
 * content/en.ts) never repeat a number: the shop's configuration is the one place it lives, and a
 * changed promise shows on every page at once.
 */
export const PAGE_PLACEHOLDERS = [
  "shopName",
  "opens",
  "closes",
  "cutoff",
  "shopPhone",
  "shopEmail",
  "expressHours",
  "paidBefore",
  "paidBeforeHours",
  "standardHours",
  "remoteFrom",
  "remoteTo",
  "inStockFrom",
  "inStockTo",
  "otherFrom",
  "otherTo",
  "preOrdersAfter",
  "returnsDamaged",
  "returnsWrongItem",
  "returnsUnopened",
  "refundWalletHours",
  "refundBankFrom",
  "refundBankTo",
  "vatReceiptDays",
  "freeShippingThreshold",
  "centralSimple",
  "centralExpress",
  "remoteSimple",
  "aimagSimple",
  "deliveryAge",
  "payWithinHours",
  "bankName",
  "bankAccount",
  "iban",
  "accountName",
  "bankTransferHours",
  "instalmentMinimum",
  "downPaymentPercent",
  "downPaymentDueHours",
  "lenderName",
  "walletMinimum",
  "cashbackCapPercent",
] as const;

export type PagePlaceholder = (typeof PAGE_PLACEHOLDERS)[number];

type Localized = { mn: string; en: string };
type Span = { from: number; to: number };

/** What the pages print, gathered from the site configuration and the modules that own each rule. */
export interface PageFacts {
  shopName: Localized;
  workingHours: { opens: string; closes: string };
  sameDayCutoff: string;
  contact: { phone: string; email: string };
  delivery: {
    expressHours: number;
    paidBefore: string;
    paidBeforeHours: number;
    standardHours: number;
    remoteHours: Span;
    inStockHours: Span;
    otherDays: Span;
    /** Month-day, "03-13". */
    preOrdersAfter: string;
  };
  returnsHours: { damaged: number; wrongItem: number; unopened: number };
  refund: { walletHours: number; bankDays: Span };
  vatReceiptDays: number;
  rates: { centralSimple: number; centralExpress: number | null; remoteSimple: number; aimagSimple: number; freeShippingThreshold: number };
  deliveryAge: number;
  payments: {
    payWithinHours: number;
    bank: Localized;
    account: string;
    iban: string;
    accountName: Localized;
    bankTransferHours: number;
    instalmentMinimum: number;
    downPaymentPercent: number;
    downPaymentDueHours: number;
    lenderName: Localized;
  };
  wallet: { minimumPurchase: number; cashbackMaxPercent: number };
}

const MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "03-13" as people write it: "13 March" in English, "3-р сарын 13" in Mongolian. */
export function naturalMonthDay(monthDay: string, locale: string): string {
  const [month, day] = monthDay.split("-").map(Number) as [number, number];
  return locale === "en" ? `${day} ${MONTHS_EN[month - 1]}` : `${month}-р сарын ${day}`;
}

export function placeholderValues(facts: PageFacts, locale: "mn" | "en"): Record<PagePlaceholder, string> {
  const money = (amount: number) => formatMoney(amount, locale);
  const d = facts.delivery;
  const p = facts.payments;
  return {
    shopName: facts.shopName[locale],
    opens: facts.workingHours.opens,
    closes: facts.workingHours.closes,
    cutoff: facts.sameDayCutoff,
    shopPhone: facts.contact.phone,
    shopEmail: facts.contact.email,
    expressHours: String(d.expressHours),
    paidBefore: d.paidBefore,
    paidBeforeHours: String(d.paidBeforeHours),
    standardHours: String(d.standardHours),
    remoteFrom: String(d.remoteHours.from),
    remoteTo: String(d.remoteHours.to),
    inStockFrom: String(d.inStockHours.from),
    inStockTo: String(d.inStockHours.to),
    otherFrom: String(d.otherDays.from),
    otherTo: String(d.otherDays.to),
    preOrdersAfter: naturalMonthDay(d.preOrdersAfter, locale),
    returnsDamaged: String(facts.returnsHours.damaged),
    returnsWrongItem: String(facts.returnsHours.wrongItem),
    returnsUnopened: String(facts.returnsHours.unopened),
    refundWalletHours: String(facts.refund.walletHours),
    refundBankFrom: String(facts.refund.bankDays.from),
    refundBankTo: String(facts.refund.bankDays.to),
    vatReceiptDays: String(facts.vatReceiptDays),
    freeShippingThreshold: money(facts.rates.freeShippingThreshold),
    centralSimple: money(facts.rates.centralSimple),
    centralExpress: facts.rates.centralExpress === null ? "—" : money(facts.rates.centralExpress),
    remoteSimple: money(facts.rates.remoteSimple),
    aimagSimple: money(facts.rates.aimagSimple),
    deliveryAge: String(facts.deliveryAge),
    payWithinHours: String(p.payWithinHours),
    bankName: p.bank[locale],
    bankAccount: p.account,
    iban: p.iban,
    accountName: p.accountName[locale],
    bankTransferHours: String(p.bankTransferHours),
    instalmentMinimum: money(p.instalmentMinimum),
    downPaymentPercent: String(p.downPaymentPercent),
    downPaymentDueHours: String(p.downPaymentDueHours),
    lenderName: p.lenderName[locale],
    walletMinimum: money(facts.wallet.minimumPurchase),
    cashbackCapPercent: String(facts.wallet.cashbackMaxPercent),
  };
}

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

/** The placeholder names a text uses, known or not. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

export function isPagePlaceholder(name: string): name is PagePlaceholder {
  return (PAGE_PLACEHOLDERS as readonly string[]).includes(name);
}

/**
 * The text with every known placeholder filled. An unknown one is a writing mistake: it is
 * reported (tests fail on it) and left out of the page rather than shown as `{{...}}`.
 */
export function fillPlaceholders(text: string, values: Record<PagePlaceholder, string>): { text: string; unknown: string[] } {
  const unknown: string[] = [];
  const filled = text.replace(PLACEHOLDER, (_, name: string) => {
    if (isPagePlaceholder(name)) return values[name];
    unknown.push(name);
    return "";
  });
  return { text: filled, unknown };
}

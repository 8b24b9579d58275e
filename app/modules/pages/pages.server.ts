import { siteConfig } from "~/config/site";
import type { DB } from "~/db/client.server";
import { renderMarkdown } from "~/kernel/markdown.server";
import { fail, ok, type Result } from "~/kernel/result";
import { DEFAULT_WALLET_RULES } from "~/modules/wallet";
import { pagesEn } from "./content/en";
import { pagesMn } from "./content/mn";
import { isPageSlug, PAGE_SLUGS, type PageSlug } from "./domain/page-slugs";
import { fillPlaceholders, placeholderValues, type PageFacts } from "./domain/placeholders";
import { findStoreLocations } from "./queries.server";
import type { PageErrorCode } from "./status";
import type { PageView, StoreLocationView } from "./view-models";
import { localized } from "~/kernel/localized";

export interface PageText {
  title: string;
  summary: string;
  /** Markdown with {{placeholders}} (domain/placeholders.ts). */
  body: string;
}

const TEXTS: Record<"mn" | "en", Record<PageSlug, PageText>> = { mn: pagesMn, en: pagesEn };

/** The facts the page texts print, read from the one place each lives. */
export function pageFacts(): PageFacts {
  const { promises, delivery, payments } = siteConfig;
  return {
    shopName: siteConfig.name,
    workingHours: siteConfig.workingHours,
    sameDayCutoff: siteConfig.sameDayDeliveryCutoff,
    contact: siteConfig.contact,
    delivery: promises.delivery,
    returnsHours: promises.returnsHours,
    refund: promises.refund,
    vatReceiptDays: promises.vatReceiptDays,
    rates: {
      centralSimple: delivery.rates["ub-central"].simple,
      centralExpress: delivery.rates["ub-central"].express,
      remoteSimple: delivery.rates["ub-remote"].simple,
      aimagSimple: delivery.rates.aimag.simple,
      freeShippingThreshold: delivery.freeShippingThreshold,
    },
    deliveryAge: siteConfig.ageGate.delivery,
    payments: {
      payWithinHours: payments.payWithinHours,
      bank: payments.bankTransfer.bank,
      account: payments.bankTransfer.account,
      iban: payments.bankTransfer.iban,
      accountName: payments.bankTransfer.accountName,
      bankTransferHours: payments.bankTransfer.deadlineHours,
      instalmentMinimum: payments.instalment.minimumTotal,
      downPaymentPercent: payments.instalment.downPaymentPercent,
      downPaymentDueHours: payments.instalment.downPaymentDueHours,
      lenderName: payments.instalment.lenderName,
    },
    wallet: { minimumPurchase: DEFAULT_WALLET_RULES.minimumPurchase, cashbackMaxPercent: DEFAULT_WALLET_RULES.cashbackMaxPercent },
  };
}

/** A page's text with the facts filled in, still markdown (tests read it; the page renders it). */
export function filledPageText(slug: PageSlug, locale: "mn" | "en"): PageText & { unknown: string[] } {
  const text = TEXTS[locale][slug];
  const values = placeholderValues(pageFacts(), locale);
  const title = fillPlaceholders(text.title, values);
  const summary = fillPlaceholders(text.summary, values);
  const body = fillPlaceholders(text.body, values);
  return { title: title.text, summary: summary.text, body: body.text, unknown: [...title.unknown, ...summary.unknown, ...body.unknown] };
}

export async function shopPage(db: DB, slug: string, locale: string): Promise<Result<PageView, PageErrorCode>> {
  if (!isPageSlug(slug)) return fail("showcase:errors.pageNotFound");
  const lang = locale === "en" ? "en" : "mn";
  const text = filledPageText(slug, lang);
  let locations: StoreLocationView[] = [];
  if (slug === "about") {
    locations = (await findStoreLocations(db)).map((row) => ({
      code: row.code,
      name: localized(row, "name", lang),
      address: localized(row, "address", lang),
      opens: row.opens_at,
      closes: row.closes_at,
    }));
  }
  return ok({ slug, title: text.title, summary: text.summary, html: renderMarkdown(text.body), locations, others: PAGE_SLUGS.filter((s) => s !== slug).map((s) => ({ slug: s, title: TEXTS[lang][s].title })) });
}

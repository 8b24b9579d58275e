import type { Kysely, Transaction } from "kysely";
import { englishSortKey, mongolianSortKey } from "~/kernel/collation";
import { toLatin } from "~/kernel/transliteration";
import type { Database } from "../schema";
import { inTransaction } from "../transactions.server";

/**
 * Tickets for the demo's tours and tastings (issue 20): each upcoming published brand event with
 * a price becomes a shop product in "Аялал, амталгаа / Tours and tastings", brand Khar Suvd,
 * product_type `event`, with two admission variants (brand_event_admissions) whose stock is the
 * event's capacity split between them, at the central store. Checkout's own guarded stock update
 * is then what keeps the event from being oversold. Past events get nothing on sale; a free
 * event (the open day) needs no ticket. Idempotent: nothing is written when any event already
 * has an admission (an operator's own products are never touched).
 */

export const EVENT_TAXON = { permalink: "tours-tastings", name: "Аялал, амталгаа", translation_en: "Tours and tastings" } as const;

interface EventRow {
  id: number;
  slug: string;
  kind: string;
  starts_at: string;
  capacity: number;
  price_per_person: number;
}

/** The two ways in, per kind: the option value, the printed names, the price against the event's and the share of the seats. */
const ADMISSIONS: Record<string, { value: string; mn: string; en: string; priceFactor: number; share: number }[]> = {
  tasting: [
    { value: "standard", mn: "Энгийн", en: "Standard", priceFactor: 1, share: 2 / 3 },
    { value: "with-dinner", mn: "Оройн хоолтой", en: "With dinner", priceFactor: 1.6, share: 1 / 3 },
  ],
  tour: [
    { value: "standard", mn: "Энгийн", en: "Standard", priceFactor: 1, share: 2 / 3 },
    { value: "with-lunch", mn: "Үдийн хоолтой", en: "With lunch", priceFactor: 1.4, share: 1 / 3 },
  ],
};

const roundTo500 = (value: number) => Math.round(value / 500) * 500;

async function eventTaxonId(trx: Transaction<Database>): Promise<number> {
  const found = await trx.selectFrom("taxons").select("id").where("permalink", "=", EVENT_TAXON.permalink).executeTakeFirst();
  if (found) return found.id;
  const last = await trx.selectFrom("taxons").select((eb) => eb.fn.max("position").as("position")).where("depth", "=", 0).executeTakeFirst();
  const row = await trx
    .insertInto("taxons")
    .values({ parent_id: null, permalink: EVENT_TAXON.permalink, name: EVENT_TAXON.name, translation_en: EVENT_TAXON.translation_en, depth: 0, position: Number(last?.position ?? 0) + 1 })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The ticket product of one event (its texts, mn and en, from brand_event_texts). Returns the
 * product's slug, or null when the shop has no Khar Suvd brand or store to sell it under.
 */
export async function insertEventTicketProduct(trx: Transaction<Database>, event: EventRow, now: Date): Promise<string | null> {
  const brand = await trx.selectFrom("brands").select("id").where("code", "=", "khar-suvd").executeTakeFirst();
  const store = await trx.selectFrom("stores").select("id").orderBy("id").executeTakeFirst();
  const location = await trx.selectFrom("stock_locations").select("id").orderBy("is_pickup_point", "desc").orderBy("id").executeTakeFirst();
  if (!brand || !store || !location) return null;
  const texts = await trx.selectFrom("brand_event_texts").select(["lang", "title", "summary"]).where("event_id", "=", event.id).where("lang", "in", ["mn", "en"]).execute();
  const mn = texts.find((t) => t.lang === "mn");
  if (!mn) return null;
  const en = texts.find((t) => t.lang === "en") ?? mn;
  const taxonId = await eventTaxonId(trx);
  const stamp = now.toISOString();
  const nameMn = `${mn.title} — тасалбар`;
  const nameEn = `${en.title} — ticket`;
  const slug = `ticket-${event.slug}`.slice(0, 200);
  const product = await trx
    .insertInto("products")
    .values({
      slug,
      sku: `EVT-${event.id}`,
      name_mn: nameMn,
      name_en: nameEn,
      title_latin: toLatin(nameMn),
      sort_key_mn: mongolianSortKey(nameMn),
      sort_key_en: englishSortKey(nameEn),
      description_mn: mn.summary,
      description_en: en.summary,
      product_type: "event",
      taxon_id: taxonId,
      brand_id: brand.id,
      store_id: store.id,
      image: event.kind === "tour" ? "/media/products/decanter-smoke.svg" : "/media/products/glass-clear-pair.svg",
      available_on: stamp,
      average_rating: 0,
      total_reviews: 0,
      created_at: stamp,
      updated_at: stamp,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await trx.insertInto("product_taxons").values({ product_id: product.id, taxon_id: taxonId }).execute();
  await trx
    .insertInto("product_images")
    .values({ product_id: product.id, url: event.kind === "tour" ? "/media/products/decanter-smoke.svg" : "/media/products/glass-clear-pair.svg", alt_mn: nameMn, alt_en: nameEn, position: 0 })
    .execute();
  const admissions = ADMISSIONS[event.kind] ?? ADMISSIONS.tasting!;
  let seatsLeft = event.capacity;
  for (const [position, admission] of admissions.entries()) {
    const seats = position === admissions.length - 1 ? seatsLeft : Math.round(event.capacity * admission.share);
    seatsLeft -= seats;
    const variant = await trx
      .insertInto("variants")
      .values({
        product_id: product.id,
        sku: `EVT-${event.id}-${admission.value.toUpperCase()}`,
        is_master: position === 0 ? 1 : 0,
        position,
        price: roundTo500(event.price_per_person * admission.priceFactor),
        sale_price: null,
        sale_start_at: null,
        sale_expire_at: null,
        cashback_percent: 1,
        image: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx.insertInto("variant_option_values").values({ variant_id: variant.id, option_key: "admission", value: admission.value, position: 0 }).execute();
    await trx.insertInto("stock_items").values({ variant_id: variant.id, stock_location_id: location.id, count_on_hand: Math.max(0, seats) }).execute();
    await trx.insertInto("brand_event_admissions").values({ variant_id: variant.id, event_id: event.id, name_mn: admission.mn, name_en: admission.en }).execute();
  }
  return slug;
}

/** Seeds the demo events' ticket products when no event has any; returns how many products it wrote. */
export async function seedDemoEventTickets(db: Kysely<Database>, now: Date): Promise<number> {
  return inTransaction(db, async (trx) => {
    if (await trx.selectFrom("brand_event_admissions").select("variant_id").limit(1).executeTakeFirst()) return 0;
    const events = await trx
      .selectFrom("brand_events")
      .select(["id", "slug", "kind", "starts_at", "capacity", "price_per_person"])
      .where("published", "=", 1)
      .where("starts_at", ">", now.toISOString())
      .where("price_per_person", ">", 0)
      .orderBy("starts_at")
      .execute();
    let written = 0;
    for (const event of events) if (await insertEventTicketProduct(trx, event, now)) written += 1;
    return written;
  });
}

// Writes a tasting that is under way now (by the e2e server's moved clock) and its ticket
// product straight into the e2e database, so a browser test can buy a ticket and have staff let
// its holder in today (the demo's events are all days away: the door would answer "not today").
// Called through the fixture service (tests/setup/e2e-fixtures.ts), a second writer beside the
// server (WAL mode). The product is written by the same code that seeds the demo's ticket products.
//
// Input: {"slug": string} (lower-case letters, digits and dashes; unique per test)
// Answers {"eventId": number, "productSlug": string}.
import type { DB } from "../../app/db/client.server";
import { insertEventTicketProduct } from "../../app/db/seed/demo-event-tickets.server";
import { inTransaction } from "../../app/db/transactions.server";
import { shopNow } from "../../app/kernel/clock.server";

export async function createEventToday(db: DB, input: { slug?: string }) {
  const slug = input.slug ?? "";
  if (!/^[a-z0-9-]{3,60}$/.test(slug)) throw new Error("e2e-event-today needs a slug");

  const now = shopNow();
  const stamp = now.toISOString();
  const result = await inTransaction(db, async (trx) => {
    const event = await trx
      .insertInto("brand_events")
      .values({
        slug,
        kind: "tasting",
        starts_at: new Date(now.getTime() - 3_600_000).toISOString(),
        ends_at: new Date(now.getTime() + 4 * 3_600_000).toISOString(),
        capacity: 30,
        price_per_person: 65_000,
        guide_languages: "mn,en",
        published: 1,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning(["id", "slug", "kind", "starts_at", "capacity", "price_per_person"])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("brand_event_texts")
      .values([
        { event_id: event.id, lang: "mn", title: "Өнөө оройн амталгаа", place: "Хар Сувдын амталгааны танхим, Энхтайваны өргөн чөлөө 12", summary: "Өнөө орой болох амталгаа." },
        { event_id: event.id, lang: "en", title: "Tonight's tasting", place: "Khar Suvd tasting room, 12 Peace Avenue", summary: "A tasting tonight." },
      ])
      .execute();
    const productSlug = await insertEventTicketProduct(trx, event, now);
    if (!productSlug) throw new Error("no Khar Suvd brand or store in the e2e database");
    return { eventId: event.id, productSlug };
  });
  return result;
}

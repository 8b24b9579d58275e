import type { Kysely } from "kysely";
import type { Database } from "../schema";
import { seedDemoArticles } from "./demo-articles.server";
import { seedDemoShowcase } from "./demo-showcase.server";
import { seedDemoBrandEvents } from "./demo-brand-events.server";
import { seedDemoGames } from "./demo-games.server";
import { seedDemoEventTickets } from "./demo-event-tickets.server";
import { seedDemoHotels } from "./demo-hotels.server";

/**
 * The demo's content beside its catalogue: articles, news and authors; vendors, lookbooks and
 * promotions. Each part seeds only into its own empty tables, so a restart adds nothing twice
 * and an operator's own content is never touched.
 */
export async function seedDemoContent(db: Kysely<Database>, now: Date): Promise<{ articles: number; showcase: number }> {
  const articles = await seedDemoArticles(db, now);
  const showcase = await seedDemoShowcase(db, now);
  await seedDemoBrandEvents(db, now);
  // After the events: their tickets on sale as shop products (the search index catches up at start).
  await seedDemoEventTickets(db, now);
  await seedDemoGames(db, now);
  await seedDemoHotels(db, now);
  return { articles, showcase };
}

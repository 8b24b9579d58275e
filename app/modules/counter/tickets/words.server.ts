import type { DB } from "~/db/client.server";
import type { Transaction } from "kysely";
import type { Database } from "~/db/schema";
import { eventWords } from "./queries.server";

/** Each event's title and place in the shop language, falling back to mn (always written). */
export async function eventWordsIn(db: DB | Transaction<Database>, eventIds: readonly number[], locale: "mn" | "en") {
  const rows = await eventWords(db, eventIds, locale === "mn" ? ["mn"] : ["en", "mn"]);
  const words = new Map<number, { title: string; place: string }>();
  for (const row of rows) {
    if (row.lang === locale || !words.has(row.event_id)) words.set(row.event_id, { title: row.title, place: row.place });
  }
  return (eventId: number) => words.get(eventId) ?? { title: "", place: "" };
}

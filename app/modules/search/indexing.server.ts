import type { DB } from "~/db/client.server";
import { buildSearchDocuments, productIdBatches } from "./document.server";
import { countProducts } from "./queries.server";
import type { SearchIndex } from "./search-index";
import { synonymSets } from "./synonyms.server";

/** Rebuilds the whole index from the catalogue, reporting progress per batch. */
export async function reindexAll(
  db: DB,
  index: SearchIndex,
  options: { batchSize?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<number> {
  const total = await countProducts(db);
  await index.reset();
  // A new index (Elasticsearch) starts with the staff's synonym table.
  if (index.useSynonyms) await index.useSynonyms(await synonymSets(db));
  let done = 0;
  for await (const ids of productIdBatches(db, options.batchSize ?? 1_000)) {
    await index.upsert(await buildSearchDocuments(db, ids));
    done += ids.length;
    options.onProgress?.(done, total);
  }
  await index.optimize?.();
  return done;
}

/**
 * Brings the index in step after products, variants or stock changed: call it after the
 * transaction that changed them commits, never inside it.
 */
export async function syncProducts(db: DB, index: SearchIndex, productIds: number[]): Promise<void> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return;
  const documents = await buildSearchDocuments(db, ids);
  await index.upsert(documents);
  const found = new Set(documents.map((d) => d.id));
  await index.remove(ids.filter((id) => !found.has(id)));
}

/** True when the index holds a different number of products than the catalogue. */
export async function indexOutOfStep(db: DB, index: SearchIndex): Promise<boolean> {
  const products = await countProducts(db);
  return (await index.count()) !== products;
}

// `npm run search:reindex`: rebuilds the search index (FTS5, or Elasticsearch when
// ELASTICSEARCH_URL is set) from the catalogue, with progress output.
import { migrateToLatest, openDatabase } from "../app/db/client.server";
import { createSearchIndex } from "~/modules/search/index.server";
import { reindexAll } from "~/modules/search/index.server";
import { databaseTarget, env } from "../app/config/env.server";

const db = openDatabase(databaseTarget());
try {
  await migrateToLatest(db);
  const index = createSearchIndex(db, env());
  const started = Date.now();
  let lastPercent = -1;
  const count = await reindexAll(db, index, {
    onProgress: (done, total) => {
      const percent = Math.floor((done / Math.max(total, 1)) * 20) * 5;
      if (percent !== lastPercent) {
        lastPercent = percent;
        console.log(`[search] ${index.name}: ${done.toLocaleString("en")} / ${total.toLocaleString("en")} (${percent}%)`);
      }
    },
  });
  console.log(`[search] indexed ${count.toLocaleString("en")} products into ${index.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await db.destroy();
}

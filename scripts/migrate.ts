import { migrateToLatest, openDatabase } from "../app/db/client.server";
import { databaseTarget } from "../app/config/env.server";

const db = openDatabase(databaseTarget());
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `applied: ${applied.join(", ")}` : "database is up to date");
} finally {
  await db.destroy();
}

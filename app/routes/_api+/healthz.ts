import { sql } from "kysely";
import { db } from "~/db/client.server";

/** Liveness for the container: the process answers and the database can be read. */
export async function loader() {
  try {
    await sql`select 1`.execute(db());
    return new Response("ok", { headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
  } catch {
    return new Response("database unavailable", { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}

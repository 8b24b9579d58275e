import type { LoaderFunctionArgs } from "@remix-run/node";
import { sql } from "kysely";

/** Liveness for the container: the process answers and the database can be read. */
export async function loader({ context }: LoaderFunctionArgs) {
  try {
    await sql`select 1`.execute(context.db);
    return new Response("ok", { headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
  } catch {
    return new Response("database unavailable", { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}

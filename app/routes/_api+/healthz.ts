import type { LoaderFunctionArgs } from "@remix-run/node";
import { databaseAnswers } from "~/db/health.server";

/** Liveness for the container: the process answers and the database can be read. */
export async function loader({ context }: LoaderFunctionArgs) {
  if (await databaseAnswers(context.db)) {
    return new Response("ok", { headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
  }
  return new Response("database unavailable", { status: 503, headers: { "Cache-Control": "no-store" } });
}

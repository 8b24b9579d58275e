import { data, type AppLoadContext } from "@remix-run/node";
import type { User } from "~/db/schema";
import { requireUser } from "./guards.server";

/**
 * check_auth of the roulette tool (/roulette, docs/decisions/055-games-wheel-jackpot-roulette.md):
 * the website admin only. Every loader and every action of the area calls it: it reads the
 * session and the account's role from the database on each request (a role taken away, or a
 * session ended, counts at once). A visitor who is not signed in goes to /login; a signed-in
 * customer or staff member gets the translated 403 page, never a redirect.
 */
export async function requireWebsiteAdmin(request: Request, context: Pick<AppLoadContext, "db" | "now">): Promise<User> {
  const user = await requireUser(request, context);
  if (user.role !== "admin") throw data("errors.forbidden", { status: 403, headers: { "Cache-Control": "private, no-store" } });
  return user;
}

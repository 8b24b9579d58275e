import { redirect, type AppLoadContext } from "@remix-run/node";
import type { User, UserRole } from "~/db/schema";
import { clearSessionCookie, lookupSession, readSessionToken, type SessionLookup } from "~/platform/session.server";

/**
 * Who is asking. The session is looked up once per request, whichever loaders ask.
 */
const lookups = new WeakMap<Request, Promise<SessionLookup>>();

export function sessionFor(request: Request, context: Pick<AppLoadContext, "db" | "now">): Promise<SessionLookup> {
  let lookup = lookups.get(request);
  if (!lookup) {
    // A request without a session cookie never touches the database.
    lookup = readSessionToken(request).then((token) =>
      token ? lookupSession(context.db, request, context.now) : { status: "none" as const },
    );
    lookups.set(request, lookup);
  }
  return lookup;
}

export async function getCurrentUser(request: Request, context: Pick<AppLoadContext, "db" | "now">): Promise<User | null> {
  const lookup = await sessionFor(request, context);
  return lookup.status === "active" ? lookup.session.user : null;
}

/** The Set-Cookie that signs out a browser whose session row was revoked or timed out, if any. */
export async function endedSessionCookie(request: Request, context: Pick<AppLoadContext, "db" | "now">): Promise<string | null> {
  const lookup = await sessionFor(request, context);
  return lookup.status === "ended" ? clearSessionCookie() : null;
}

export function loginPath(request: Request): string {
  const url = new URL(request.url);
  return `/login?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`;
}

/** Pages that need a signed-in user send everyone else to /login and back afterwards. */
export async function requireUser(request: Request, context: Pick<AppLoadContext, "db" | "now">): Promise<User> {
  const lookup = await sessionFor(request, context);
  if (lookup.status === "active") return lookup.session.user;
  const headers = new Headers();
  if (lookup.status === "ended") headers.append("Set-Cookie", await clearSessionCookie());
  throw redirect(loginPath(request), { headers });
}

const RANK: Record<UserRole, number> = { customer: 0, staff: 1, admin: 2 };

export async function requireRole(request: Request, context: Pick<AppLoadContext, "db" | "now">, role: Exclude<UserRole, "customer">): Promise<User> {
  const user = await requireUser(request, context);
  if (RANK[user.role] < RANK[role]) throw new Response("Forbidden", { status: 403 });
  return user;
}

export function clientOf(request: Request, context: Pick<AppLoadContext, "clientIp">): { userAgent: string; ip: string } {
  return { userAgent: request.headers.get("User-Agent") ?? "", ip: context.clientIp };
}

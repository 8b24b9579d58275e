import type { LoaderFunctionArgs } from "@remix-run/node";
import { accountSummary } from "~/modules/auth";
import { getCurrentUser } from "~/platform/guards.server";

/**
 * GET /api/users/me: who is signed in, for the back office's scripts and devices: `{ id, name,
 * role, locale }` and nothing more (no e-mail, no phone), or 401 for nobody. Never cached, by
 * the browser or anything between.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const headers = { "Cache-Control": "private, no-store", Vary: "Cookie" };
  const user = await getCurrentUser(request, context);
  if (!user) return Response.json({ error: "unauthorized" }, { status: 401, headers });
  // The name only: where the account has none, the summary's fallback (the e-mail or phone) is not sent.
  const name = accountSummary({ ...user, email: null, phone: null }).displayName;
  return Response.json({ id: user.id, name, role: user.role, locale: user.locale }, { headers });
}

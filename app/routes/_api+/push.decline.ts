import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { declinePush } from "~/modules/push/index.server";
import { clientError, readFormData } from "~/platform/form-body.server";
import { getCurrentUser } from "~/platform/guards.server";
import { assertSameSite } from "~/platform/request-guards.server";

/** POST /push/decline: the prompt's 'No thanks', remembered for the account (the prompt does not come back). */
export function loader() {
  return redirect("/account/devices");
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const user = await getCurrentUser(request, context);
  if (!user) throw clientError(401, "errors.signInRequired");
  // Only the prompt's own post says no: any other form (or none) changes nothing.
  if ((await readFormData(request)).get("intent") !== "decline") throw clientError(400, "errors.badRequest");
  await declinePush(context.db, context.now, user.id);
  return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
}

import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { CheckDeviceSchema, isDeviceLinked } from "~/modules/push/index.server";
import { clientError, readFormData } from "~/platform/form-body.server";
import { getCurrentUser } from "~/platform/guards.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { parseWithZod } from "~/ui/forms/parse.server";

/**
 * POST /push/check: is the subscription this browser already has linked to the signed-in
 * account? The prompt asks before showing itself; a POST, so the endpoint (a capability URL)
 * never lands in an address or the request log.
 */
export function loader() {
  return redirect("/account/devices");
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const user = await getCurrentUser(request, context);
  if (!user) throw clientError(401, "errors.signInRequired");
  const submission = parseWithZod(await readFormData(request), { schema: CheckDeviceSchema });
  if (submission.status !== "success") throw clientError(400, "push:errors.badSubscription");
  return Response.json({ linked: await isDeviceLinked(context.db, user.id, submission.value.endpoint) }, { headers: { "Cache-Control": "no-store" } });
}

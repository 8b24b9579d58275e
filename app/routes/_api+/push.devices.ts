import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { LinkDeviceSchema, linkDevice, PUSH_STATUS } from "~/modules/push/index.server";
import { clientError, readFormData } from "~/platform/form-body.server";
import { getCurrentUser } from "~/platform/guards.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { parseWithZod } from "~/ui/forms/parse.server";

/**
 * POST /push/devices (the spec's users/link_device): the push prompt stores this browser's
 * subscription for the signed-in shopper. Answers JSON {ok: true}; a refusal is a 4xx whose
 * body is the i18n key. Only the prompt posts here (JavaScript): GET goes to the device list.
 */
export function loader() {
  return redirect("/account/devices");
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const user = await getCurrentUser(request, context);
  if (!user) throw clientError(401, "errors.signInRequired");
  const submission = parseWithZod(await readFormData(request), { schema: LinkDeviceSchema });
  if (submission.status !== "success") throw clientError(400, "push:errors.badSubscription");
  const result = await linkDevice(context.db, context.now, user.id, submission.value, request.headers.get("User-Agent"));
  if (!result.ok) throw clientError(PUSH_STATUS[result.error], result.error);
  return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
}

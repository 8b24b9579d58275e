import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { RemoveDeviceSchema, removeDevice } from "~/modules/push/index.server";
import { badRequest, notFound, readFormData } from "~/platform/form-body.server";
import { requireUser } from "~/platform/guards.server";
import { withTranslatedRefusals } from "~/platform/refusal-page.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { parseWithZod } from "~/ui/forms/parse.server";

/** POST /push/unlink: the remove button of /account/devices (a plain form): only the shopper's own device goes, with its waiting pushes. */
export function loader() {
  return redirect("/account/devices");
}

async function postAction({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const user = await requireUser(request, context);
  const submission = parseWithZod(await readFormData(request), { schema: RemoveDeviceSchema });
  if (submission.status !== "success") throw badRequest();
  const result = await removeDevice(context.db, user.id, submission.value.id);
  if (!result.ok) throw notFound();
  return redirectWithToast("/account/devices", { kind: "success", key: "push:toast.removed" });
}

export const action = withTranslatedRefusals(postAction);

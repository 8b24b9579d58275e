import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { PriceOpinionSchema } from "~/modules/shopper-requests";
import { sendPriceOpinion } from "~/modules/shopper-requests/index.server";
import { requireUser } from "~/platform/guards.server";
import { readFormData } from "~/platform/form-body.server";
import { withTranslatedRefusals } from "~/platform/refusal-page.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { firstError, parseWithZod } from "~/ui/forms/parse.server";

/**
 * POST a price opinion from a product page ('I would buy this at …', issue 16). Back to the
 * product with a toast: the result, or the first thing wrong with the form.
 */
export function loader({ params }: LoaderFunctionArgs) {
  return redirect(`/products/${encodeURIComponent(params.slug ?? "")}`);
}

async function postAction({ request, params, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const user = await requireUser(request, context);
  const formData = await readFormData(request);
  const slug = /^[a-z0-9-]{1,200}$/.test(params.slug ?? "") ? params.slug! : "";
  const variant = String(formData.get("variantId") ?? "");
  const back = `/products/${slug}${/^\d{1,12}$/.test(variant) ? `?variant=${variant}` : ""}`;
  const submission = parseWithZod(formData, { schema: PriceOpinionSchema });
  if (submission.status !== "success") {
    const first = firstError(submission.error);
    return redirectWithToast(back, { kind: "warning", key: first ?? "requests:errors.amountInvalid" });
  }
  const result = await sendPriceOpinion(context.db, context.now, user.id, submission.value);
  if (!result.ok) return redirectWithToast(back, { kind: "warning", key: result.error });
  return redirectWithToast(back, { kind: "success", key: "requests:toast.opinionSent" });
}

export const action = withTranslatedRefusals(postAction);

import type { AppLoadContext } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { ORDER_STATUS, ShopperCancelSchema } from "~/modules/orders";
import { cancelOrderAsShopper } from "~/modules/payments/index.server";
import { readFormData } from "~/platform/form-body.server";
import i18next from "~/platform/i18next.server";
import { redirectWithToast } from "~/platform/toast.server";

/**
 * The action body shared by /orders/{number} and /account/orders/{number}: the shopper cancels
 * before shipment with a reason, then goes back to `backTo` with a toast; a bad form or a refusal
 * comes back with its status.
 */
export async function shopperCancelAction(request: Request, context: AppLoadContext, order: Parameters<typeof cancelOrderAsShopper>[1], userId: number | null, backTo: string) {
  const submission = parseWithZod(await readFormData(request), { schema: ShopperCancelSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), error: null }, { status: 400 });
  const t = await i18next.getFixedT(request);
  const result = await cancelOrderAsShopper(context.db, order, submission.value, { t, userId, now: context.now, origin: new URL(request.url).origin, searchIndex: context.searchIndex });
  if (!result.ok) return data({ result: submission.reply(), error: result.error }, { status: ORDER_STATUS[result.error] });
  return redirectWithToast(backTo, { kind: "success", key: "orders:toast.canceled", values: { number: order.number } });
}

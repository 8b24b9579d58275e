import type { AppLoadContext } from "@remix-run/node";
import { data } from "@remix-run/node";
import { getCurrentUser } from "~/platform/guards.server";
import { cartOwnerFor } from "~/web/cart-owner.server";
import { formatMoney } from "~/kernel/money";

import { redirectWithToast } from "~/platform/toast.server";
import { ApplyCodeSchema, ApplyWalletSchema, adjustmentStatus, type AdjustmentErrorCode } from "~/modules/checkout";
import { applyCode, applyWallet, gateStep, removeCode, removeWallet } from "~/modules/checkout/index.server";

/** The code and store-credit forms of the payment step. */
export async function adjustmentAction(request: Request, context: AppLoadContext, intent: string, form: FormData) {
  const { db, now, locale, clientIp: ip } = context;
  const gate = await gateStep(db, await cartOwnerFor(request, context), "payment");
  if (!gate.ok) return redirectWithToast(gate.redirect, { kind: "info", key: gate.toastKey });
  const user = await getCurrentUser(request, context);
  const problem = (error: AdjustmentErrorCode, values?: Record<string, string | number>) =>
    data({ intent, error: error as string, chosen: null as string | null, values }, { status: adjustmentStatus(error) });
  if (intent === "coupon") {
    const code = ApplyCodeSchema.safeParse({ code: form.get("code") ?? "" });
    const result = await applyCode(db, gate.order, { userId: user?.id ?? null, ip }, code.success ? code.data.code : "", now);
    if (!result.ok) {
      const values = result.values?.amount !== undefined ? { amount: formatMoney(Number(result.values.amount), locale) } : undefined;
      return problem(result.errorKey, values);
    }
    return redirectWithToast("/checkout/payment", { kind: "success", key: "checkout:toast.codeApplied" });
  }
  if (intent === "removeCoupon") {
    await removeCode(db, gate.order, now);
    return redirectWithToast("/checkout/payment", { kind: "info", key: "checkout:toast.codeRemoved" });
  }
  if (intent === "wallet" || intent === "removeWallet") {
    if (!user) return problem("checkout:errors.wallet_signIn");
    if (intent === "removeWallet") {
      await removeWallet(db, gate.order, now);
      return redirectWithToast("/checkout/payment", { kind: "info", key: "checkout:toast.walletRemoved" });
    }
    const amount = ApplyWalletSchema.safeParse({ amount: form.get("amount") ?? "" });
    const result = await applyWallet(db, gate.order, user.id, amount.success ? amount.data.amount : "", now);
    if (!result.ok) {
      // Every value is an amount of money but the cashback cap's percent.
      const values = Object.fromEntries(Object.entries(result.values ?? {}).map(([k, v]) => [k, k === "percent" ? v : formatMoney(Number(v), locale)]));
      return problem(result.errorKey, values);
    }
    return redirectWithToast("/checkout/payment", { kind: "success", key: "checkout:toast.walletApplied", values: { amount: formatMoney(result.amount, locale) } });
  }
  return problem("checkout:errors.unknownAction");
}


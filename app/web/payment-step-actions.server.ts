import type { AppLoadContext } from "@remix-run/node";
import { data } from "@remix-run/node";
import { getCurrentUser } from "~/platform/guards.server";
import { cartOwnerFor } from "~/web/cart-owner.server";
import { formatMoney } from "~/kernel/money";

import { redirectWithToast } from "~/platform/toast.server";
import { ApplyCodeSchema, ApplyWalletSchema } from "../modules/checkout/forms";
import { applyCode, applyWallet, removeCode, removeWallet } from "../modules/checkout/adjustments.server";
import { gateStep } from "../modules/checkout/checkout.server";

/** The code and store-credit forms of the payment step. */
export async function adjustmentAction(request: Request, context: AppLoadContext, intent: string, form: FormData) {
  const { db, now, locale, clientIp: ip } = context;
  const gate = await gateStep(db, await cartOwnerFor(request, context), "payment");
  if (!gate.ok) return redirectWithToast(gate.redirect, { kind: "info", key: gate.toastKey });
  const user = await getCurrentUser(request, context);
  const problem = (error: string, status: number, values?: Record<string, string | number>) =>
    data({ intent, error, chosen: null as string | null, values }, { status });
  if (intent === "coupon") {
    const code = ApplyCodeSchema.safeParse({ code: form.get("code") ?? "" });
    const result = await applyCode(db, gate.order, { userId: user?.id ?? null, ip }, code.success ? code.data.code : "", now);
    if (!result.ok) {
      const values = result.values?.amount !== undefined ? { amount: formatMoney(Number(result.values.amount), locale) } : undefined;
      return problem(result.errorKey, result.errorKey.endsWith("tooManyAttempts") ? 429 : 400, values);
    }
    return redirectWithToast("/checkout/payment", { kind: "success", key: "checkout:toast.codeApplied" });
  }
  if (intent === "removeCoupon") {
    await removeCode(db, gate.order, now);
    return redirectWithToast("/checkout/payment", { kind: "info", key: "checkout:toast.codeRemoved" });
  }
  if (intent === "wallet" || intent === "removeWallet") {
    if (!user) return problem("checkout:errors.wallet_signIn", 401);
    if (intent === "removeWallet") {
      await removeWallet(db, gate.order, now);
      return redirectWithToast("/checkout/payment", { kind: "info", key: "checkout:toast.walletRemoved" });
    }
    const amount = ApplyWalletSchema.safeParse({ amount: form.get("amount") ?? "" });
    const result = await applyWallet(db, gate.order, user.id, amount.success ? amount.data.amount : "", now);
    if (!result.ok) {
      // Every value is an amount of money but the cashback cap's percent.
      const values = Object.fromEntries(Object.entries(result.values ?? {}).map(([k, v]) => [k, k === "percent" ? v : formatMoney(Number(v), locale)]));
      return problem(result.errorKey, 400, values);
    }
    return redirectWithToast("/checkout/payment", { kind: "success", key: "checkout:toast.walletApplied", values: { amount: formatMoney(result.amount, locale) } });
  }
  return problem("checkout:errors.unknownAction", 400);
}


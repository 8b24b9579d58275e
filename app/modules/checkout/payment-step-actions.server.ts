import { data } from "@remix-run/node";
import { db } from "~/db/client.server";
import { formatMoney } from "~/kernel/money";
import { cartOwnerFor } from "~/modules/cart/cart-owner.server";
import { getCurrentUser } from "~/modules/auth/guards.server";
import { shopNow } from "~/kernel/clock.server";
import { shopLocale } from "~/platform/i18next.server";
import { redirectWithToast } from "~/platform/toast.server";
import { ApplyCodeSchema, ApplyWalletSchema } from "./forms";
import { applyCode, applyWallet, removeCode, removeWallet } from "./adjustments.server";
import { gateStep } from "./checkout.server";

/** The code and store-credit forms of the payment step. */
export async function adjustmentAction(request: Request, intent: string, form: FormData, ip: string) {
  const gate = await gateStep(db(), await cartOwnerFor(request), "payment");
  if (!gate.ok) return redirectWithToast(gate.redirect, { kind: "info", key: gate.toastKey });
  const [user, locale] = await Promise.all([getCurrentUser(request), shopLocale(request)]);
  const now = shopNow();
  const problem = (error: string, status: number, values?: Record<string, string | number>) =>
    data({ intent, error, chosen: null as string | null, values }, { status });
  if (intent === "coupon") {
    const code = ApplyCodeSchema.safeParse({ code: form.get("code") ?? "" });
    const result = await applyCode(db(), gate.order, { userId: user?.id ?? null, ip }, code.success ? code.data.code : "", now);
    if (!result.ok) {
      const values = result.values?.amount !== undefined ? { amount: formatMoney(Number(result.values.amount), locale) } : undefined;
      return problem(result.errorKey, result.errorKey.endsWith("tooManyAttempts") ? 429 : 400, values);
    }
    return redirectWithToast("/checkout/payment", { kind: "success", key: "checkout:toast.codeApplied" });
  }
  if (intent === "removeCoupon") {
    await removeCode(db(), gate.order, now);
    return redirectWithToast("/checkout/payment", { kind: "info", key: "checkout:toast.codeRemoved" });
  }
  if (intent === "wallet" || intent === "removeWallet") {
    if (!user) return problem("checkout:errors.wallet_signIn", 401);
    if (intent === "removeWallet") {
      await removeWallet(db(), gate.order, now);
      return redirectWithToast("/checkout/payment", { kind: "info", key: "checkout:toast.walletRemoved" });
    }
    const amount = ApplyWalletSchema.safeParse({ amount: form.get("amount") ?? "" });
    const result = await applyWallet(db(), gate.order, user.id, amount.success ? amount.data.amount : "", now);
    if (!result.ok) {
      // Every value is an amount of money but the cashback cap's percent.
      const values = Object.fromEntries(Object.entries(result.values ?? {}).map(([k, v]) => [k, k === "percent" ? v : formatMoney(Number(v), locale)]));
      return problem(result.errorKey, 400, values);
    }
    return redirectWithToast("/checkout/payment", { kind: "success", key: "checkout:toast.walletApplied", values: { amount: formatMoney(result.amount, locale) } });
  }
  return problem("checkout:errors.unknownAction", 400);
}


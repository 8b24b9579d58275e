import type { AppLoadContext } from "@remix-run/node";
import { data } from "@remix-run/node";
import { getCurrentUser } from "~/platform/guards.server";
import { cartOwnerFor } from "~/web/cart-owner.server";
import { formatMoney } from "~/kernel/money";

import { redirectWithToast } from "~/platform/toast.server";
import { ApplyCodeSchema, ApplyWalletSchema, adjustmentStatus, type AdjustmentErrorCode } from "~/modules/checkout";
import { applyCode, applyWallet, gateStep, removeCode, removeWallet } from "~/modules/checkout/index.server";

/** What a shopper typed, carried back so the field keeps it (JS on and off); never more than the field takes. */
function typedValue(form: FormData, name: string, max: number): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}

/**
 * The code and store-credit forms of the payment step. A refusal answers one message and what
 * was typed (`typed`), which the form puts back in its field; an applied code's toast names what
 * it was: a promo code, a coupon or a voucher.
 */
export async function adjustmentAction(request: Request, context: AppLoadContext, intent: string, form: FormData) {
  const { db, now, locale, clientIp: ip } = context;
  const gate = await gateStep(db, await cartOwnerFor(request, context), "payment");
  if (!gate.ok) return redirectWithToast(gate.redirect, { kind: "info", key: gate.toastKey });
  const user = await getCurrentUser(request, context);
  const typed = intent === "coupon" ? typedValue(form, "code", 64) : intent === "wallet" ? typedValue(form, "amount", 20) : "";
  const problem = (error: AdjustmentErrorCode, values?: Record<string, string | number>) =>
    data({ intent, error: error as string, chosen: null as string | null, values, typed }, { status: adjustmentStatus(error) });
  if (intent === "coupon") {
    const code = ApplyCodeSchema.safeParse({ code: form.get("code") ?? "" });
    const result = await applyCode(db, gate.order, { userId: user?.id ?? null, ip }, code.success ? code.data.code : "", now);
    if (!result.ok) {
      const values = result.values?.amount !== undefined ? { amount: formatMoney(Number(result.values.amount), locale) } : undefined;
      return problem(result.errorKey, values);
    }
    return redirectWithToast("/checkout/payment", {
      kind: "success",
      key: `checkout:toast.codeApplied_${result.kind}`,
      values: { code: result.code, amount: formatMoney(result.discount, locale) },
    });
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


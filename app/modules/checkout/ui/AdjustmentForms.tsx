import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { formatMoney } from "~/kernel/money";
import { asLng } from "~/i18n";

export interface AdjustmentProblem {
  intent: string;
  error: string;
  values?: Record<string, string | number>;
  /** What the shopper typed into the refused form's field, put back so it is not lost. */
  typed?: string;
}

function Problem({ problem, intent, id }: { problem: AdjustmentProblem | null; intent: string; id: string }) {
  const { t } = useTranslation("checkout");
  if (!problem || problem.intent !== intent) return null;
  return (
    <p className="field-error" role="alert" id={id}>
      {t(problem.error, problem.values)}
    </p>
  );
}

/**
 * One code field (docs/features.md: exactly 4 digits is a promo code, anything else a coupon or voucher; the
 * server tells them apart). Under the field one message: the hint, or the refusal in its place.
 * A refused code stays in the field: the action answers it back (`typed`), which a page without
 * JavaScript renders as the value; with JavaScript the field was never cleared.
 */
export function CouponForm({ applied, problem }: { applied: { code: string; discount: number } | null; problem: AdjustmentProblem | null }) {
  const { t, i18n } = useTranslation("checkout");
  const locale = asLng(i18n.language);
  const refused = problem?.intent === "coupon" ? problem : null;
  return (
    <section className="checkout-block" aria-labelledby="coupon-title">
      <h2 id="coupon-title">{t("coupon.title")}</h2>
      {applied ? (
        <Form method="post" className="applied-row">
          <p data-testid="coupon-applied">
            <strong>{applied.code}</strong> · −{formatMoney(applied.discount, locale)}
          </p>
          <SubmitButton className="link-button" name="intent" value="removeCoupon">
            {t("coupon.remove")}
          </SubmitButton>
        </Form>
      ) : (
        <Form method="post" className="inline-form">
          <div className="field">
            <label htmlFor="coupon-code">{t("coupon.label")}</label>
            <input
              id="coupon-code"
              type="text"
              name="code"
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={64}
              spellCheck={false}
              defaultValue={refused?.typed ?? ""}
              aria-describedby={refused ? "coupon-error" : "coupon-hint"}
              aria-invalid={refused ? true : undefined}
            />
            {refused ? (
              <Problem problem={refused} intent="coupon" id="coupon-error" />
            ) : (
              <p className="field-hint" id="coupon-hint">
                {t("coupon.hint")}
              </p>
            )}
          </div>
          <SubmitButton className="button button-secondary" name="intent" value="coupon">
            {t("coupon.apply")}
          </SubmitButton>
        </Form>
      )}
    </section>
  );
}

export interface WalletPanelView {
  balances: { topup: number; cashback: number };
  caps: { allowed: boolean; reason: string | null; min: number; max: number; maxTopup: number; maxCashback: number };
  applied: { topup: number; cashback: number; total: number };
}

/** Store credit: the balances, the caps (min and max) and how much to use. */
export function WalletForm({ wallet, problem }: { wallet: WalletPanelView | null; problem: AdjustmentProblem | null }) {
  const { t, i18n } = useTranslation("checkout");
  const locale = asLng(i18n.language);
  if (!wallet) {
    return (
      <section className="checkout-block" aria-labelledby="wallet-title">
        <h2 id="wallet-title">{t("wallet.title")}</h2>
        <p className="field-hint">
          {t("wallet.signIn")} <Link to="/login?redirectTo=/checkout/payment">{t("wallet.signInLink")}</Link>
        </p>
      </section>
    );
  }
  const money = (amount: number) => formatMoney(amount, locale);
  const { balances, caps, applied } = wallet;
  return (
    <section className="checkout-block" aria-labelledby="wallet-title">
      <h2 id="wallet-title">{t("wallet.title")}</h2>
      <p className="wallet-balances" data-testid="wallet-balances">
        {t("wallet.balances", { topup: money(balances.topup), cashback: money(balances.cashback) })}
      </p>
      {applied.total > 0 ? (
        <Form method="post" className="applied-row">
          <p data-testid="wallet-applied">{t("wallet.applied", { amount: money(applied.total) })}</p>
          <SubmitButton className="link-button" name="intent" value="removeWallet">
            {t("wallet.remove")}
          </SubmitButton>
        </Form>
      ) : caps.allowed ? (
        <Form method="post" className="inline-form">
          <div className="field">
            <label htmlFor="wallet-amount">{t("wallet.label")}</label>
            <input
              id="wallet-amount"
              type="text"
              name="amount"
              inputMode="numeric"
              defaultValue={problem?.intent === "wallet" && problem.typed !== undefined ? problem.typed : String(caps.max)}
              aria-describedby={problem?.intent === "wallet" ? "wallet-hint wallet-error" : "wallet-hint"}
              aria-invalid={problem?.intent === "wallet" ? true : undefined}
            />
            <p className="field-hint" id="wallet-hint" data-testid="wallet-caps">
              {t("wallet.caps", { min: money(caps.min), max: money(caps.max), cashback: money(caps.maxCashback) })}
            </p>
            <Problem problem={problem} intent="wallet" id="wallet-error" />
          </div>
          <SubmitButton className="button button-secondary" name="intent" value="wallet">
            {t("wallet.apply")}
          </SubmitButton>
        </Form>
      ) : (
        <p className="field-hint" data-testid="wallet-not-allowed">
          {caps.reason === "wallet.purchaseTooSmall" ? t("wallet.purchaseTooSmall", { amount: money(20_000) }) : t("wallet.empty")}
        </p>
      )}
    </section>
  );
}

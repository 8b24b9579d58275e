import { useTranslation } from "~/ui/i18n";
import { useWalletFormat } from "./use-wallet-format";

/** The two balances and their total, with the rules of using them in plain words (storefront-spec.md §9, "Wallet"). */
export function WalletBalances({
  balances,
  rules,
}: {
  balances: { topup: number; cashback: number; total: number };
  rules: { minimumPurchase: number; cashbackMaxPercent: number };
}) {
  const { t } = useTranslation("wallet");
  const format = useWalletFormat();
  return (
    <>
      <dl className="wallet-balances" data-testid="wallet-balances">
        <div className="wallet-balance">
          <dt>{t("balances.topup")}</dt>
          <dd data-testid="wallet-topup">{format.money(balances.topup)}</dd>
          <dd className="wallet-balance-hint">{t("balances.topupHint")}</dd>
        </div>
        <div className="wallet-balance">
          <dt>{t("balances.cashback")}</dt>
          <dd data-testid="wallet-cashback">{format.money(balances.cashback)}</dd>
          <dd className="wallet-balance-hint">{t("balances.cashbackHint")}</dd>
        </div>
        <div className="wallet-balance wallet-balance-total">
          <dt>{t("balances.total")}</dt>
          <dd data-testid="wallet-total">{format.money(balances.total)}</dd>
        </div>
      </dl>
      <div className="wallet-rules">
        <h2>{t("rules.title")}</h2>
        <ul>
          <li>{t("rules.minimum", { amount: format.money(rules.minimumPurchase) })}</li>
          <li>{t("rules.topup")}</li>
          <li>{t("rules.cashback", { percent: rules.cashbackMaxPercent })}</li>
        </ul>
      </div>
    </>
  );
}

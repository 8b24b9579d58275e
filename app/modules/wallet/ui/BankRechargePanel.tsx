import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { Field, FormErrors } from "~/ui/forms/Field";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { useShopForm, getFormProps, type SubmissionResult } from "~/ui/forms/use-shop-form";
import type { BankInstructionsView as Instructions, RechargeView } from "../view-models";
import type { BankRechargeSchema } from "../forms";
import { useWalletFormat } from "./use-wallet-format";

/** Where to transfer the money and what to write as the reference. */
export function BankInstructions({ instructions }: { instructions: Instructions }) {
  const { t } = useTranslation("wallet");
  const format = useWalletFormat();
  const locale = format.locale;
  return (
    <section className="wallet-instructions" data-testid="bank-instructions" aria-labelledby="bank-instructions-title">
      <h3 id="bank-instructions-title">{t("instructions.title")}</h3>
      <dl className="wallet-facts">
        <div>
          <dt>{t("instructions.bank")}</dt>
          <dd>{instructions.bank[locale]}</dd>
        </div>
        <div>
          <dt>{t("instructions.account")}</dt>
          <dd className="account-number">{instructions.account}</dd>
        </div>
        <div>
          <dt>{t("instructions.iban")}</dt>
          <dd className="account-number">{instructions.iban}</dd>
        </div>
        <div>
          <dt>{t("instructions.accountName")}</dt>
          <dd>{instructions.accountName[locale]}</dd>
        </div>
        <div>
          <dt>{t("instructions.reference")}</dt>
          <dd className="wallet-reference" data-testid="recharge-reference">
            {instructions.reference}
          </dd>
        </div>
        <div>
          <dt>{t("instructions.amount")}</dt>
          <dd>{instructions.requestedAmount !== null ? format.money(instructions.requestedAmount) : t("instructions.anyAmount")}</dd>
        </div>
      </dl>
      <p>{t("instructions.referenceNote", { reference: instructions.reference })}</p>
      <p className="wallet-note">{t("instructions.creditNote")}</p>
    </section>
  );
}

/** The shopper's latest recharge requests and their state. */
export function RechargeList({ recharges }: { recharges: RechargeView[] }) {
  const { t } = useTranslation("wallet");
  const format = useWalletFormat();
  if (recharges.length === 0) return null;
  return (
    <>
      <h3 className="wallet-subheading">{t("recharges.title")}</h3>
      <table className="wallet-table" data-testid="recharge-list">
        <thead>
          <tr>
            <th scope="col">{t("recharges.reference")}</th>
            <th scope="col">{t("recharges.date")}</th>
            <th scope="col" className="numeric">{t("recharges.amount")}</th>
            <th scope="col">{t("recharges.state")}</th>
          </tr>
        </thead>
        <tbody>
          {recharges.map((r) => (
            <tr key={r.id} data-testid="recharge-row">
              <th scope="row" className="wallet-table-lead">
                {r.state === "waiting" ? (
                  <Link to={`/account/wallet?recharge=${r.reference}#bank-transfer`} className="account-number">
                    {r.reference}
                  </Link>
                ) : (
                  <span className="account-number">{r.reference}</span>
                )}
              </th>
              <td data-label={t("recharges.date")}>
                <time dateTime={r.createdAt}>{format.dateTime(r.createdAt)}</time>
              </td>
              <td data-label={t("recharges.amount")} className="numeric">
                {r.creditedAmount !== null ? format.money(r.creditedAmount) : r.requestedAmount !== null ? format.money(r.requestedAmount) : "—"}
              </td>
              <td data-label={t("recharges.state")}>
                <span className={`wallet-badge wallet-badge-${r.state}`}>{t(`rechargeStates.${r.state}`)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** Recharge by bank transfer: an optional amount creates a request with its reference. */
export function BankRechargeForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation("wallet");
  const [form, fields] = useShopForm<typeof BankRechargeSchema>({
    id: "bank-recharge-form",
    lastResult,
  });
  return (
    <Form method="post" className="form-stack" {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field meta={fields.amount} label={t("bank.amount")} hint={t("bank.amountHint")} inputMode="numeric" autoComplete="off" maxLength={20} className="input-short" />
      <div className="form-actions">
        <SubmitButton name="intent" value="bank">
          {t("bank.submit")}
        </SubmitButton>
      </div>
    </Form>
  );
}

import { requireRole } from "~/platform/guards.server";
import { parseWithZod } from "~/ui/forms/parse.server";
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { Field, FormErrors } from "~/ui/forms/Field";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { useShopForm, getFormProps, type SubmissionResult } from "~/ui/forms/use-shop-form";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { useWalletFormat } from "~/modules/wallet";
import { formatMoney } from "~/kernel/money";
import { confirmRechargeByStaff, issueGiftCardByStaff, staffWalletPage } from "~/modules/wallet/index.server";

import { badRequest, readFormData } from "~/platform/form-body.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import walletStylesHref from "~/styles/wallet.css";
import { ConfirmRechargeSchema, IssueGiftCardSchema, WALLET_STATUS } from "~/modules/wallet";

export const meta = privatePageMeta;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: walletStylesHref }];


const NO_STORE = { "Cache-Control": "private, no-store" };

/** /staff/wallet: confirm bank-transfer recharges, issue gift cards, the latest 50 cards. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "staff");
  const t = await i18next.getFixedT(request);
  const page = await staffWalletPage(context.db);
  return data({ title: pageTitle(t, t("wallet:staff.walletTitle")), ...page }, { headers: NO_STORE });
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const staff = await requireRole(request, context, "staff");
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const now = context.now;

  if (intent === "confirm") {
    const rechargeId = Number(formData.get("rechargeId"));
    const submission = parseWithZod(formData, { schema: ConfirmRechargeSchema });
    if (submission.status !== "success") {
      const error = submission.error?.amount?.[0] ?? submission.error?.rechargeId?.[0] ?? "wallet:errors.amountFormat";
      return data({ intent: "confirm" as const, rechargeId, errorKey: error }, { status: 400, headers: NO_STORE });
    }
    const result = await confirmRechargeByStaff(context.db, { rechargeId: submission.value.rechargeId, amount: submission.value.amount, staffId: staff.id, now });
    if (!result.ok) return data({ intent: "confirm" as const, rechargeId, errorKey: result.error }, { status: WALLET_STATUS[result.error], headers: NO_STORE });
    const locale = context.locale;
    return redirectWithToast("/staff/wallet", { kind: "success", key: "wallet:toast.rechargeConfirmed", values: { amount: formatMoney(submission.value.amount, locale) } });
  }

  if (intent === "issue") {
    const submission = parseWithZod(formData, { schema: IssueGiftCardSchema });
    if (submission.status !== "success") return data({ intent: "issue" as const, result: submission.reply() }, { status: 400, headers: NO_STORE });
    // The password exists only in this answer: shown once, never redirected or stored in clear.
    const issued = await issueGiftCardByStaff(context.db, { amount: submission.value.amount, staffId: staff.id, now });
    return data({ intent: "issue" as const, result: submission.reply({ resetForm: true }), issued }, { headers: NO_STORE });
  }

  throw badRequest();
}

function IssueGiftCardForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation("wallet");
  const [form, fields] = useShopForm<typeof IssueGiftCardSchema>({
    id: "issue-gift-card-form",
    lastResult,
  });
  return (
    <Form method="post" className="form-stack" {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field meta={fields.amount} label={t("staff.issueValue")} hint={t("staff.issueHint")} inputMode="numeric" autoComplete="off" maxLength={20} className="input-short" required />
      <div className="form-actions">
        <SubmitButton name="intent" value="issue">
          {t("staff.issueButton")}
        </SubmitButton>
      </div>
    </Form>
  );
}

export default function StaffWallet() {
  const { t } = useTranslation("wallet");
  const format = useWalletFormat();
  const { waiting, giftCards } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const issued = actionData && "issued" in actionData ? actionData.issued : null;
  const confirmError = actionData?.intent === "confirm" ? actionData : null;
  return (
    <div className="wallet-staff-page">
      <p className="back-link">
        <Link to="/staff">← {t("staff.back")}</Link>
      </p>
      <h1>{t("staff.walletTitle")}</h1>

      <section className="wallet-staff-section" aria-labelledby="waiting-title">
        <h2 id="waiting-title">{t("staff.waitingTitle")}</h2>
        {waiting.length === 0 ? (
          <p className="empty-state" data-testid="waiting-empty">
            {t("staff.waitingEmpty")}
          </p>
        ) : (
          <table className="wallet-table" data-testid="waiting-recharges">
            <thead>
              <tr>
                <th scope="col">{t("staff.reference")}</th>
                <th scope="col">{t("staff.customer")}</th>
                <th scope="col">{t("staff.requestedAt")}</th>
                <th scope="col" className="numeric">{t("staff.requested")}</th>
                <th scope="col">{t("staff.received")}</th>
              </tr>
            </thead>
            <tbody>
              {waiting.map((r) => {
                const error = confirmError && confirmError.rechargeId === r.id ? confirmError.errorKey : null;
                return (
                  <tr key={r.id}>
                    <th scope="row" className="wallet-table-lead account-number">
                      {r.reference}
                    </th>
                    <td data-label={t("staff.customer")}>
                      <span className="wallet-cell">
                        {r.customer}
                        {r.contact && r.contact !== r.customer ? (
                          <>
                            <br />
                            <small>{r.contact}</small>
                          </>
                        ) : null}
                      </span>
                    </td>
                    <td data-label={t("staff.requestedAt")}>
                      <time dateTime={r.createdAt}>{format.dateTime(r.createdAt)}</time>
                    </td>
                    <td data-label={t("staff.requested")} className="numeric">
                      {r.requestedAmount !== null ? format.money(r.requestedAmount) : t("staff.notGiven")}
                    </td>
                    <td>
                      <Form method="post" className="wallet-confirm-form">
                        <input type="hidden" name="rechargeId" value={r.id} />
                        <label htmlFor={`received-${r.id}`}>
                          {t("staff.received")}
                          <span className="visually-hidden"> {r.reference}</span>
                        </label>
                        <input
                          id={`received-${r.id}`}
                          name="amount"
                          inputMode="numeric"
                          autoComplete="off"
                          maxLength={20}
                          required
                          defaultValue={r.requestedAmount ?? ""}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `received-${r.id}-error` : undefined}
                        />
                        <SubmitButton className="button button-small" name="intent" value="confirm">
                          {t("staff.confirm")}
                          <span className="visually-hidden"> {r.reference}</span>
                        </SubmitButton>
                        {error ? (
                          <p id={`received-${r.id}-error`} className="field-error" role="alert">
                            {t(error)}
                          </p>
                        ) : null}
                      </Form>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        {confirmError && !waiting.some((r) => r.id === confirmError.rechargeId) ? (
          <div className="form-error" role="alert">
            <p>{t(confirmError.errorKey)}</p>
          </div>
        ) : null}
      </section>

      <section className="wallet-staff-section" aria-labelledby="issue-title">
        <h2 id="issue-title">{t("staff.issueTitle")}</h2>
        {issued ? (
          <div className="wallet-issued" role="status" data-testid="issued-card">
            <h3>{t("staff.issuedTitle")}</h3>
            <dl className="wallet-facts">
              <div>
                <dt>{t("staff.cardNumber")}</dt>
                <dd className="coupon-code" data-testid="issued-number">
                  {issued.number.replace(/(\d{4})(?=\d)/g, "$1 ")}
                </dd>
              </div>
              <div>
                <dt>{t("staff.cardSecret")}</dt>
                <dd className="coupon-code" data-testid="issued-secret">
                  {issued.secret}
                </dd>
              </div>
              <div>
                <dt>{t("staff.value")}</dt>
                <dd>{format.money(issued.amount)}</dd>
              </div>
            </dl>
            <p className="wallet-note">{t("staff.issuedNote")}</p>
          </div>
        ) : null}
        <IssueGiftCardForm lastResult={actionData?.intent === "issue" ? actionData.result : undefined} />
      </section>

      <section className="wallet-staff-section" aria-labelledby="cards-title">
        <h2 id="cards-title">{t("staff.cardsTitle")}</h2>
        {giftCards.length === 0 ? (
          <p className="empty-state">{t("staff.cardsEmpty")}</p>
        ) : (
          <table className="wallet-table" data-testid="gift-card-list">
            <thead>
              <tr>
                <th scope="col">{t("staff.cardNumber")}</th>
                <th scope="col" className="numeric">{t("staff.value")}</th>
                <th scope="col">{t("staff.state")}</th>
                <th scope="col">{t("staff.redeemedBy")}</th>
                <th scope="col">{t("staff.created")}</th>
              </tr>
            </thead>
            <tbody>
              {giftCards.map((card) => (
                <tr key={card.id} data-testid="gift-card-row">
                  <th scope="row" className="wallet-table-lead account-number">
                    {card.masked}
                  </th>
                  <td data-label={t("staff.value")} className="numeric">
                    {format.money(card.amount)}
                  </td>
                  <td data-label={t("staff.state")}>
                    <span className={`wallet-badge wallet-badge-card-${card.state}`}>{t(`giftCardStates.${card.state}`)}</span>
                  </td>
                  <td data-label={t("staff.redeemedBy")}>
                    <span className="wallet-cell">
                      {card.redeemedBy ?? "—"}
                      {card.redeemedAt ? (
                        <>
                          <br />
                          <small>
                            <time dateTime={card.redeemedAt}>{format.dateTime(card.redeemedAt)}</time>
                          </small>
                        </>
                      ) : null}
                    </span>
                  </td>
                  <td data-label={t("staff.created")}>
                    <time dateTime={card.createdAt}>{format.dateTime(card.createdAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/layout/RouteErrorBoundary";

import { Form } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import type { OrderView } from "../view-models";
import { useShopFormat } from "~/ui/use-shop-format";
import { useWaitingRefresh } from "./use-waiting-refresh";

type View = Pick<OrderView, "number" | "state" | "waiting" | "retry" | "bankTransfer" | "canceledAt" | "cancelReason">;

/** A stored cancel reason; the codes the system writes itself are translated. */
export function useCancelReasonText(): (reason: string | null) => string | null {
  const { t } = useTranslation("orders");
  return (reason) => {
    if (!reason) return null;
    if (reason === "loan_declined") return t("cancel.loanDeclined");
    return reason;
  };
}

/** What the shopper has to know or do now: wait for a payment, pay by transfer, pay again, or why it was canceled. */
export function OrderNotices({ view, showPayActions = true }: { view: View; showPayActions?: boolean }) {
  const { t } = useTranslation("orders");
  const format = useShopFormat();
  const reasonText = useCancelReasonText();
  useWaitingRefresh(view.waiting !== null);
  const payPath = `/orders/${encodeURIComponent(view.number)}/pay`;

  return (
    <>
      {view.waiting ? (
        <section className="order-notice order-notice-waiting" aria-labelledby="order-waiting-title" data-testid="order-waiting">
          {/* Without JavaScript the page reloads itself while it waits; with it, useWaitingRefresh polls. */}
          <noscript>
            <meta httpEquiv="refresh" content="5" />
          </noscript>
          <h2 id="order-waiting-title">
            <span className="order-spinner" aria-hidden="true" />
            {view.waiting.kind === "payment" ? t("waiting.paymentTitle") : t("waiting.lenderTitle")}
          </h2>
          <p role="status">{view.waiting.kind === "payment" ? t("waiting.paymentText") : t("waiting.lenderText")}</p>
          {showPayActions && view.waiting.payUrl ? (
            <p>
              <a className="button" href={view.waiting.payUrl}>
                {t("waiting.payNow")}
              </a>
            </p>
          ) : null}
        </section>
      ) : null}

      {view.bankTransfer ? (
        <section className="order-notice order-bank-transfer" aria-labelledby="order-bank-title" data-testid="bank-transfer">
          <h2 id="order-bank-title">{t("bankTransfer.title")}</h2>
          <p>{t("bankTransfer.lead")}</p>
          <dl className="order-facts">
            <div>
              <dt>{t("bankTransfer.amount")}</dt>
              <dd className="order-amount">{format.money(view.bankTransfer.amount)}</dd>
            </div>
            <div>
              <dt>{t("bankTransfer.reference")}</dt>
              <dd className="order-copyable">{view.bankTransfer.reference}</dd>
            </div>
            <div>
              <dt>{t("bankTransfer.bank")}</dt>
              <dd>{view.bankTransfer.bank}</dd>
            </div>
            <div>
              <dt>{t("bankTransfer.account")}</dt>
              <dd className="order-copyable">{view.bankTransfer.account}</dd>
            </div>
            <div>
              <dt>{t("bankTransfer.iban")}</dt>
              <dd className="order-copyable">{view.bankTransfer.iban}</dd>
            </div>
            <div>
              <dt>{t("bankTransfer.accountName")}</dt>
              <dd>{view.bankTransfer.accountName}</dd>
            </div>
            {view.bankTransfer.dueAt ? (
              <div>
                <dt>{t("bankTransfer.deadline")}</dt>
                <dd>
                  <time dateTime={view.bankTransfer.dueAt}>{format.dateTime(view.bankTransfer.dueAt)}</time>
                </dd>
              </div>
            ) : null}
          </dl>
        </section>
      ) : null}

      {view.retry ? (
        <section className="order-notice order-notice-problem" aria-labelledby="order-retry-title" data-testid="order-retry">
          <h2 id="order-retry-title">{view.retry.kind === "overdue" ? t("retry.overdueTitle") : t("retry.failedTitle")}</h2>
          <p>
            {view.retry.kind === "overdue"
              ? view.retry.dueAt
                ? t("retry.overdueText", { date: format.dateTime(view.retry.dueAt) })
                : t("retry.overdueNoDate")
              : t("retry.failedText")}
          </p>
          {showPayActions ? (
            <Form method="post" action={payPath}>
              <SubmitButton name="intent" value="retry">
                {t("retry.payAgain")}
              </SubmitButton>
            </Form>
          ) : null}
        </section>
      ) : null}

      {view.state === "canceled" ? (
        <section className="order-notice order-notice-ended" aria-labelledby="order-canceled-title" data-testid="order-canceled">
          <h2 id="order-canceled-title">{t("canceled.title")}</h2>
          <dl className="order-facts">
            {view.canceledAt ? (
              <div>
                <dt>{t("canceled.on")}</dt>
                <dd>
                  <time dateTime={view.canceledAt}>{format.dateTime(view.canceledAt)}</time>
                </dd>
              </div>
            ) : null}
            {view.cancelReason ? (
              <div>
                <dt>{t("canceled.reason")}</dt>
                <dd>{reasonText(view.cancelReason)}</dd>
              </div>
            ) : null}
          </dl>
        </section>
      ) : null}
    </>
  );
}

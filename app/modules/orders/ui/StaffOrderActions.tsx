import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/ui/i18n";
import { TextAreaField } from "~/ui/forms/SelectField";
import { Field, FormErrors } from "~/ui/forms/Field";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { useShopForm, getFormProps, type SubmissionResult } from "~/ui/forms/use-shop-form";
import { formatMoney } from "~/kernel/money";
import type { StaffOrderIntent } from "../forms";
import { useShopFormat } from "~/ui/use-shop-format";

export interface StaffActionResult {
  intent: string | null;
  result: SubmissionResult<string[]>;
}

type LastResult = StaffActionResult | null | undefined;

function lastFor(intent: StaffOrderIntent, last: LastResult) {
  return last?.intent === intent ? last.result : undefined;
}

/** A form of the console with inputs (amount, reason), validated by the shared schema. */
function StaffInputForm({
  intent,
  state,
  last,
  children,
  danger,
  defaultValue,
}: {
  intent: StaffOrderIntent;
  state: string;
  last: LastResult;
  danger?: boolean;
  children: (fields: ReturnType<typeof useStaffForm>[1]) => ReactNode;
  defaultValue?: Record<string, string>;
}) {
  const { t } = useTranslation("staff");
  const [form, fields] = useStaffForm(intent, last, defaultValue);
  return (
    <Form method="post" className="staff-order-form" {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="state" value={state} />
      {children(fields)}
      <SubmitButton className={danger ? "button button-danger" : "button"}>{t(`actions.${intent}`)}</SubmitButton>
    </Form>
  );
}

interface StaffFormShape {
  intent: string;
  state?: string;
  amount?: number;
  reason?: string;
}

function useStaffForm(intent: StaffOrderIntent, last: LastResult, defaultValue?: Record<string, string>) {
  return useShopForm<StaffFormShape>({
    id: `staff-${intent}`,
    defaultValue,
    lastResult: lastFor(intent, last),
  });
}

/** The staff console's buttons for the order's state (availableEvents for staff), each its own form. */
export function StaffOrderActions({ actions, state, owed, last }: { actions: StaffOrderIntent[]; state: string; owed: number; last: LastResult }) {
  const { t } = useTranslation("staff");
  const { locale } = useShopFormat();
  const simple = actions.filter((a) => a !== "bank_transfer_received" && a !== "cancel" && a !== "return");
  return (
    <section className="order-section staff-order-actions" aria-labelledby="staff-actions-title">
      <h2 id="staff-actions-title">{t("orders.actionsTitle")}</h2>
      {actions.length === 0 ? <p className="order-muted">{t("orders.noActions")}</p> : null}

      {actions.includes("bank_transfer_received") ? (
        <StaffInputForm intent="bank_transfer_received" state={state} last={last} defaultValue={{ amount: String(owed) }}>
          {(fields) => (
            <Field
              meta={fields.amount}
              label={t("orders.amount")}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              hint={t("orders.amountHint", { amount: formatMoney(owed, locale) })}
              required
            />
          )}
        </StaffInputForm>
      ) : null}

      {simple.length > 0 ? (
        <div className="staff-order-buttons">
          {simple.map((intent) => (
            <Form method="post" key={intent}>
              <input type="hidden" name="intent" value={intent} />
              <input type="hidden" name="state" value={state} />
              <SubmitButton className="button button-secondary">{t(`actions.${intent}`)}</SubmitButton>
            </Form>
          ))}
        </div>
      ) : null}

      {actions.includes("return") ? (
        <StaffInputForm intent="return" state={state} last={last}>
          {(fields) => <TextAreaField meta={fields.reason} label={t("orders.returnReason")} rows={2} maxLength={500} />}
        </StaffInputForm>
      ) : null}

      {actions.includes("cancel") ? (
        <StaffInputForm intent="cancel" state={state} last={last} danger>
          {(fields) => <TextAreaField meta={fields.reason} label={t("orders.cancelReason")} rows={2} maxLength={500} required />}
        </StaffInputForm>
      ) : null}
    </section>
  );
}

import { Form, Link } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/ui/i18n";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { formatMoney } from "~/kernel/money";
import { asLng } from "~/i18n";
import type { DeliveryRecapView } from "../view-models";

export interface PaymentOptionView {
  method: "card" | "qpay" | "bank_transfer" | "instalment";
  downPayment?: number;
  financed?: number;
}

/** Step 2 as the payment step repeats it (built by payment-step.server.ts). */
export type DeliveryRecap = DeliveryRecapView;

/** The payment step (3 of 3): how to pay, what was chosen at step 2, and the button that places the order. */
export function PaymentStepForm({
  nothingToPay,
  options,
  downPaymentMethods,
  placeKey,
  total,
  recap,
  error,
  slotError = null,
  chosen,
}: {
  /** Discounts and store credit cover everything: no payment method to choose. */
  nothingToPay: boolean;
  options: PaymentOptionView[];
  downPaymentMethods: ("card" | "qpay")[];
  placeKey: string;
  total: number;
  recap: DeliveryRecap;
  error: string | null;
  /** The "use this time" form's answer when it was refused (already translated). */
  slotError?: string | null;
  chosen: string | null;
}) {
  const { t, i18n } = useTranslation("checkout");
  const locale = asLng(i18n.language);
  const [method, setMethod] = useState(chosen ?? options[0]?.method ?? "bank_transfer");
  return (
    <div className="form-stack">
      <section className="checkout-block checkout-recap" aria-labelledby="recap-title">
        <div className="checkout-recap-head">
          <h2 id="recap-title">{t("payment.deliveryTitle")}</h2>
          <Link to="/checkout/address">{t("payment.change")}</Link>
        </div>
        <dl className="recap-list">
          <div>
            <dt>{t("payment.deliveryType")}</dt>
            <dd>{t(`address.type.${recap.type}`)}</dd>
          </div>
          <div>
            <dt>{recap.type === "pickup" ? t("payment.pickupAt") : t("payment.deliverTo")}</dt>
            <dd>{recap.place}</dd>
          </div>
          <div>
            <dt>{t("payment.when")}</dt>
            <dd data-testid="recap-window" data-slot-state={recap.slot.state}>
              {recap.slot.state === "gone" ? <s>{recap.window}</s> : recap.window}
              {recap.slot.state === "free" ? <span className="recap-slot-ok field-hint">{t("payment.slotFree")}</span> : null}
            </dd>
          </div>
          <div>
            <dt>{t("payment.receiver")}</dt>
            <dd>{recap.receiver}</dd>
          </div>
          <div>
            <dt>{t("payment.vatReceipt")}</dt>
            <dd>{recap.vatReceipt}</dd>
          </div>
        </dl>
        {recap.slot.state === "gone" ? <SlotGone recap={recap} slotError={slotError} /> : null}
      </section>

      <Form method="post" className="form-stack checkout-form" id="place-order">
        {error ? (
          <div className="form-error" role="alert" id="place-order-error">
            <p>{error}</p>
          </div>
        ) : null}
        <input type="hidden" name="intent" value="place" />
        <input type="hidden" name="placeKey" value={placeKey} />
        <input type="hidden" name="expectedTotal" value={total} />
        {nothingToPay ? (
          <p className="checkout-block" data-testid="nothing-to-pay">
            {t("payment.nothingToPay")}
          </p>
        ) : (
        <fieldset className="checkout-block">
          <legend>{t("payment.method")}</legend>
          <div className="choice-list">
            {options.map((option) => (
              // eslint-disable-next-line jsx-a11y/label-has-associated-control -- the input inside is named by the translated text in the nested span
              <label key={option.method} className="choice">
                <input type="radio" name="paymentMethod" value={option.method} defaultChecked={method === option.method} onChange={() => setMethod(option.method)} />
                <span>
                  <strong>{t(`payment.methods.${option.method}`)}</strong>
                  <span className="choice-hint">
                    {option.method === "instalment" && option.downPayment !== undefined
                      ? t("payment.hints.instalment", { down: formatMoney(option.downPayment, locale), financed: formatMoney(option.financed ?? 0, locale) })
                      : t(`payment.hints.${option.method}`)}
                  </span>
                </span>
              </label>
            ))}
          </div>
          {options.some((o) => o.method === "instalment") ? (
            <fieldset className="nested-choice">
              <legend>{t("payment.downPaymentBy")}</legend>
              <div className="choice-list choice-row">
                {downPaymentMethods.map((m, index) => (
                  <label key={m} className="choice">
                    <input type="radio" name="downPaymentMethod" value={m} defaultChecked={index === 0} />
                    <span>{t(`payment.methods.${m}`)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
        </fieldset>
        )}
        <p className="checkout-total-line">
          {t("payment.toPay")} <strong data-testid="place-total">{formatMoney(total, locale)}</strong>
        </p>
        <SubmitButton className="button button-block" data-testid="place-order">
          {t("payment.place")}
        </SubmitButton>
        <p className="field-hint">{t("payment.terms")}</p>
      </Form>
    </div>
  );
}

/**
 * The chosen slot went away since step 2 (its start came too close, the day's cut-off passed):
 * said when the page renders, with the next free slots in a plain form that changes the slot
 * (intent=slot), so the order can still be placed without going back. Express has no slots to
 * offer: back to step 2.
 */
function SlotGone({ recap, slotError }: { recap: DeliveryRecapView; slotError: string | null }) {
  const { t } = useTranslation("checkout");
  const message =
    recap.slot.error === "checkout:errors.expressClosed" ? t("payment.expressGone") : recap.type === "pickup" ? t("payment.slotGonePickup") : t("payment.slotGone");
  const next = recap.slot.next;
  return (
    <div className="slot-gone" data-testid="slot-gone">
      <div className="form-error" role="alert">
        <p>{message}</p>
        {slotError ? <p>{slotError}</p> : null}
      </div>
      {next.length > 0 ? (
        <Form method="post" className="form-stack" data-testid="slot-change">
          <input type="hidden" name="intent" value="slot" />
          <fieldset>
            <legend>{t("payment.nextSlots")}</legend>
            <div className="choice-list">
              {next.map((slot, index) => (
                <label key={slot.id} className="choice">
                  <input type="radio" name="slot" value={slot.id} defaultChecked={index === 0} />
                  <span>{slot.label}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <SubmitButton className="button button-secondary" data-testid="slot-change-submit">
            {t("payment.useSlot")}
          </SubmitButton>
        </Form>
      ) : (
        <p>
          {recap.slot.error === "checkout:errors.slotUnavailable" ? `${t("payment.noSlots")} ` : null}
          <Link to="/checkout/address">{t("payment.chooseDeliveryAgain")}</Link>
        </p>
      )}
    </div>
  );
}

import { Form, Link } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { formatMoney } from "~/kernel/money";
import { asLng } from "~/i18n";

export interface PaymentOptionView {
  method: "card" | "qpay" | "bank_transfer" | "instalment";
  downPayment?: number;
  financed?: number;
}

export interface DeliveryRecap {
  type: "simple" | "express" | "pickup";
  place: string;
  window: string;
  receiver: string;
  vatReceipt: string;
}

/** The payment step (3 of 3): how to pay, what was chosen at step 2, and the button that places the order. */
export function PaymentStepForm({
  nothingToPay,
  options,
  downPaymentMethods,
  placeKey,
  total,
  recap,
  error,
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
            <dd>{recap.window}</dd>
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

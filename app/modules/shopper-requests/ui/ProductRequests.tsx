import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { HoneypotField } from "~/ui/forms/HoneypotField";
import { formatMoney } from "~/kernel/money";
import { formatPhone } from "~/kernel/identifiers";
import { OPINION_NOTE_MAX } from "../domain/price-opinion";
import type { ProductRequestsPanel, RequestsViewer } from "../view-models";

/**
 * The product page's two request blocks: 'tell me when it is back' on a sold-out variant, and
 * 'I would buy this at …' for a signed-in shopper. Plain posts, no JavaScript needed. Every
 * guest sees the same (the page is cached for visitors without cookies): the e-mail form and
 * an invitation to sign in.
 */
export function ProductRequests({ panel }: { panel: ProductRequestsPanel }) {
  return (
    <div className="product-requests">
      {panel.soldOut ? <StockAlertBlock panel={panel} /> : <PriceOpinionBlock panel={panel} />}
    </div>
  );
}

const contactLabel = (contact: RequestsViewer["contacts"][number]) => (contact.kind === "phone" ? formatPhone(contact.value) : contact.value);

function StockAlertBlock({ panel }: { panel: ProductRequestsPanel }) {
  const { t } = useTranslation();
  const { viewer } = panel;
  if (viewer?.alertSubscribed) {
    return (
      <section className="request-block" aria-labelledby="stock-alert-title" data-testid="stock-alert">
        <h2 id="stock-alert-title">{t("requests:alert.title")}</h2>
        <p data-testid="stock-alert-subscribed">{t("requests:alert.subscribed")}</p>
      </section>
    );
  }
  return (
    <section className="request-block" aria-labelledby="stock-alert-title" data-testid="stock-alert">
      <h2 id="stock-alert-title">{t("requests:alert.title")}</h2>
      <Form method="post" action="/stock-alerts" className="request-form">
        <input type="hidden" name="intent" value="subscribe" />
        <input type="hidden" name="redirectTo" value={`/products/${panel.slug}?variant=${panel.variantId}`} />
        <input type="hidden" name="productId" value={panel.productId} />
        <input type="hidden" name="variantId" value={panel.variantId} />
        {viewer ? (
          <p className="request-hint">{t("requests:alert.signedInHint")}</p>
        ) : (
          <>
            <HoneypotField />
            <div className="field">
              <label htmlFor="stock-alert-email">{t("requests:alert.email")}</label>
              <input id="stock-alert-email" type="email" name="email" autoComplete="email" maxLength={254} required />
              <p className="field-hint">{t("requests:alert.guestHint")}</p>
            </div>
          </>
        )}
        <button type="submit" className="button button-secondary" data-testid="stock-alert-submit">
          {t("requests:alert.submit")}
        </button>
      </Form>
    </section>
  );
}

function PriceOpinionBlock({ panel }: { panel: ProductRequestsPanel }) {
  const { t, i18n } = useTranslation();
  const { viewer } = panel;
  const productPath = `/products/${panel.slug}?variant=${panel.variantId}`;
  let body;
  if (!viewer) {
    body = (
      <p>
        <Link to={`/login?${new URLSearchParams({ redirectTo: productPath })}`}>{t("requests:opinion.signIn")}</Link>
      </p>
    );
  } else if (viewer.openOpinion) {
    body = (
      <p data-testid="price-opinion-open">
        {t("requests:opinion.waiting", { amount: formatMoney(viewer.openOpinion.amount, i18n.language) })}{" "}
        <Link to="/account/price-opinions">{t("requests:opinion.history")}</Link>
      </p>
    );
  } else if (viewer.contacts.length === 0) {
    body = (
      <p>
        {t("requests:opinion.noContact")} <Link to="/account/contact">{t("requests:opinion.confirmContact")}</Link>
      </p>
    );
  } else {
    const [first] = viewer.contacts;
    body = (
      <Form method="post" action={`/products/${panel.slug}/price-opinion`} className="request-form" data-testid="price-opinion-form">
        <input type="hidden" name="productId" value={panel.productId} />
        <input type="hidden" name="variantId" value={panel.variantId} />
        <div className="field">
          <label htmlFor="price-opinion-amount">
            {t("requests:opinion.amount")}
            <span className="required-mark" aria-hidden="true">
              {" "}*
            </span>
          </label>
          <input id="price-opinion-amount" name="amount" inputMode="numeric" autoComplete="off" maxLength={15} required aria-describedby="price-opinion-amount-hint" />
          <p className="field-hint" id="price-opinion-amount-hint">
            {t("requests:opinion.amountHint", { price: formatMoney(panel.sellingPrice, i18n.language) })}
          </p>
        </div>
        <div className="field">
          <label htmlFor="price-opinion-note">{t("requests:opinion.note")}</label>
          <textarea id="price-opinion-note" name="note" rows={2} maxLength={OPINION_NOTE_MAX} />
        </div>
        {viewer.contacts.length === 1 && first ? (
          <p className="request-hint">
            <input type="hidden" name="contact" value={first.value} />
            {t("requests:opinion.answerTo", { contact: contactLabel(first) })}
          </p>
        ) : (
          <fieldset className="request-contacts">
            <legend>{t("requests:opinion.answerToLegend")}</legend>
            {viewer.contacts.map((contact, index) => (
              <label key={contact.kind} className="radio-field">
                <input type="radio" name="contact" value={contact.value} defaultChecked={index === 0} />
                <span>{contactLabel(contact)}</span>
              </label>
            ))}
          </fieldset>
        )}
        <button type="submit" className="button button-secondary" data-testid="price-opinion-submit">
          {t("requests:opinion.submit")}
        </button>
      </Form>
    );
  }
  return (
    <details className="request-block" data-testid="price-opinion">
      <summary>{t("requests:opinion.title")}</summary>
      {body}
    </details>
  );
}

import { Link } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";

const STEPS = [
  { key: "cart", to: "/cart" },
  { key: "address", to: "/checkout/address" },
  { key: "payment", to: "/checkout/payment" },
] as const;

/** The funnel's three steps (1 cart, 2 address, 3 payment: storefront-spec.md §2); earlier steps are links back. */
export function CheckoutSteps({ current }: { current: "address" | "payment" }) {
  const { t } = useTranslation("checkout");
  const currentIndex = STEPS.findIndex((s) => s.key === current);
  return (
    <nav aria-label={t("steps.label")} className="checkout-steps">
      <ol>
        {STEPS.map((step, index) => (
          <li key={step.key} className={index === currentIndex ? "is-current" : index < currentIndex ? "is-done" : undefined}>
            {index < currentIndex ? (
              <Link to={step.to}>
                <span className="checkout-step-number">{index + 1}</span> {t(`steps.${step.key}`)}
              </Link>
            ) : (
              <span aria-current={index === currentIndex ? "step" : undefined}>
                <span className="checkout-step-number">{index + 1}</span> {t(`steps.${step.key}`)}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

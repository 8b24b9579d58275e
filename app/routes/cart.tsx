import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export const meta: MetaFunction = () => [{ name: "robots", content: "noindex" }];

/** The cart page; the cart itself comes with the checkout capability, so it is empty for now. */
export default function Cart() {
  const { t } = useTranslation();
  return (
    <section className="notice-page" aria-labelledby="cart-title">
      <h1 id="cart-title">{t("cart.title")}</h1>
      <p>{t("cart.empty")}</p>
      <Link className="button" to="/products">
        {t("cart.browse")}
      </Link>
    </section>
  );
}

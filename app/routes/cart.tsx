import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { pageTitle, privatePageMeta } from "~/components/layout/private-page-meta";
import i18next from "~/utils/i18next.server";

export const meta = privatePageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await i18next.getFixedT(request);
  return { title: pageTitle(t, t("cart.title")) };
}

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

import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** Spec 6: account pages need login: 'Can use it when you are logged in'. */
export function LoginRequired({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section className="notice-page" aria-labelledby="login-required-title">
      <h1 id="login-required-title">{title}</h1>
      <p>{t("account.loginRequired")}</p>
      <Link className="button" to="/products">
        {t("cart.browse")}
      </Link>
    </section>
  );
}

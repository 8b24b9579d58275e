import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/platform/guards.server";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { CouponCard } from "~/modules/coupons";
import { userCouponList } from "~/modules/coupons/index.server";

import i18next from "~/platform/i18next.server";
import walletStylesHref from "~/styles/wallet.css";
import { COUPON_FILTERS, parseCouponFilter } from "~/modules/coupons";

export const meta = privatePageMeta;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: walletStylesHref }];


/** /account/coupons: the coupons and vouchers issued to or used by the shopper, filtered by state (`?state=`). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const filter = parseCouponFilter(new URL(request.url).searchParams.get("state"));
  const t = await i18next.getFixedT(request);
  const list = await userCouponList(context.db, user.id, filter, context.now);
  return data({ title: pageTitle(t, t("wallet:coupons.title")), filters: COUPON_FILTERS, ...list }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function AccountCoupons() {
  const { t } = useTranslation("wallet");
  const { coupons, counts, filter, filters } = useLoaderData<typeof loader>();
  return (
    <section className="account-panel" aria-labelledby="coupons-title">
      <div className="panel-heading">
        <h1 id="coupons-title">{t("coupons.title")}</h1>
      </div>
      {counts.all > 0 ? (
        <Form method="get" className="wallet-filter" role="search" aria-label={t("coupons.filterLabel")}>
          <label htmlFor="coupon-state">{t("coupons.filter")}</label>
          <select id="coupon-state" name="state" defaultValue={filter} key={filter}>
            {filters.map((key) => (
              <option key={key} value={key}>
                {t(`coupons.filters.${key}`)} ({counts[key]})
              </option>
            ))}
          </select>
          <button type="submit" className="button button-small button-secondary">
            {t("coupons.filterButton")}
          </button>
        </Form>
      ) : null}
      {coupons.length === 0 ? (
        <div className="empty-state" data-testid="coupons-empty">
          <p>{filter === "all" ? t("coupons.empty") : t("coupons.emptyFilter")}</p>
          {filter !== "all" ? (
            <Link className="button button-secondary button-small" to="/account/coupons">
              {t("coupons.showAll")}
            </Link>
          ) : null}
        </div>
      ) : (
        <ul className="coupon-list">
          {coupons.map((coupon) => (
            <CouponCard key={coupon.id} coupon={coupon} />
          ))}
        </ul>
      )}
      <p className="wallet-note">{t("coupons.howTo")}</p>
    </section>
  );
}

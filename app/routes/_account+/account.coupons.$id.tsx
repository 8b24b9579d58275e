import { parseWithZod } from "~/ui/forms/parse.server";
import { requireUser } from "~/platform/guards.server";
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { CouponFacts, CouponStateBadge } from "~/modules/coupons";
import { useWalletFormat } from "~/modules/wallet";
import { sendCouponByEmail, userCoupon } from "~/modules/coupons/index.server";
import { couponQrSvg } from "~/modules/counter/index.server";

import { env } from "~/config/env.server";
import { badRequest, notFound, readFormData, requireIdParam } from "~/platform/form-body.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import walletStylesHref from "~/styles/wallet.css";
import { COUPON_STATUS, SendCouponSchema } from "~/modules/coupons";

export const meta = privatePageMeta;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: walletStylesHref }];


/** /account/coupons/{id}: one of the shopper's coupons, and 'send by e-mail' to their own address. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const id = requireIdParam(params.id);
  const coupon = await userCoupon(context.db, user.id, id, context.now);
  if (!coupon) throw notFound();
  const t = await i18next.getFixedT(request);
  const locale = context.locale;
  // The code as a QR code for the counter (server-rendered SVG, no script): coupons and vouchers, not promo codes.
  const qr = coupon.kind !== "promo" ? `data:image/svg+xml;base64,${Buffer.from(await couponQrSvg(coupon.code)).toString("base64")}` : null;
  return data({ title: pageTitle(t, coupon.title[locale]), coupon, email: user.email, qr }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const user = await requireUser(request, context);
  const id = requireIdParam(params.id);
  const submission = parseWithZod(await readFormData(request), { schema: SendCouponSchema });
  if (submission.status !== "success") throw badRequest();
  const origin = env().PUBLIC_URL?.replace(/\/+$/, "") ?? new URL(request.url).origin;
  const result = await sendCouponByEmail(context.db, user, id, { postedEmail: submission.value.email, locale: context.locale, origin, now: context.now });
  if (!result.ok) {
    const status = COUPON_STATUS[result.error];
    if (status === 404) throw notFound();
    return data({ errorKey: result.error }, { status });
  }
  return redirectWithToast(`/account/coupons/${id}`, { kind: "success", key: "wallet:toast.couponSent", values: { email: result.value.email } });
}

export default function AccountCoupon() {
  const { t } = useTranslation("wallet");
  const { coupon, email, qr } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { locale } = useWalletFormat();
  return (
    <>
      <section className="account-panel" aria-labelledby="coupon-title">
        <p className="back-link">
          <Link to="/account/coupons">← {t("coupons.back")}</Link>
        </p>
        <div className="coupon-card-head">
          <span className="coupon-kind">{t(`coupons.kinds.${coupon.kind}`)}</span>
          <CouponStateBadge state={coupon.state} />
        </div>
        <h1 id="coupon-title">{coupon.title[locale]}</h1>
        <CouponFacts coupon={coupon} />
        <p className="wallet-note">{t("coupons.howTo")}</p>
      </section>

      {qr ? (
        <section className="account-panel coupon-qr" aria-labelledby="coupon-qr-title" data-testid="coupon-qr">
          <h2 id="coupon-qr-title">{t("counter:shopper.qrTitle")}</h2>
          <p>{t("counter:shopper.qrLead")}</p>
          <img src={qr} alt={t("counter:shopper.qrAlt", { code: coupon.code })} width={220} height={220} className="coupon-qr-image" />
          <p className="coupon-code coupon-qr-code">{coupon.code}</p>
        </section>
      ) : null}

      <section className="account-panel" aria-labelledby="coupon-send-title">
        <h2 id="coupon-send-title">{t("coupons.sendTitle")}</h2>
        {actionData?.errorKey ? (
          <div className="form-error" role="alert" data-testid="coupon-send-error">
            <p>{t(actionData.errorKey)}</p>
          </div>
        ) : null}
        {email ? (
          <Form method="post" className="form-stack">
            <p>{t("coupons.sendLead", { email })}</p>
            <div className="form-actions">
              <SubmitButton name="intent" value="email">
                {t("coupons.sendButton")}
              </SubmitButton>
            </div>
          </Form>
        ) : (
          <>
            <p>{t("coupons.noEmailLead")}</p>
            <Link className="button button-secondary button-small" to="/account/contact?kind=email">
              {t("coupons.addEmail")}
            </Link>
          </>
        )}
      </section>
    </>
  );
}

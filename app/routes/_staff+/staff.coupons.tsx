import { requireRole } from "~/platform/guards.server";
import { parseWithZod } from "~/ui/forms/parse.server";
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { SelectField } from "~/ui/forms/SelectField";
import { Field, FieldErrors, FormErrors } from "~/ui/forms/Field";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { useShopForm, getFormProps, getInputProps, type FieldMetadata } from "~/ui/forms/use-shop-form";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { useCouponGives, useCouponValidity } from "~/modules/coupons";
import { useWalletFormat } from "~/modules/wallet";
import { createCoupon, staffCouponList } from "~/modules/coupons/index.server";

import { badRequest, readFormData } from "~/platform/form-body.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import walletStylesHref from "~/styles/wallet.css";
import { COUPON_KINDS, COUPON_STATUS, CREATE_COUPON_FIELD, CreateCouponSchema, DISCOUNT_TYPES } from "~/modules/coupons";

export const meta = privatePageMeta;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: walletStylesHref }];


/** /staff/coupons: create a coupon, voucher or promo code; the latest 50 with their use counts. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "staff");
  const t = await i18next.getFixedT(request);
  const coupons = await staffCouponList(context.db, context.now);
  return data({ title: pageTitle(t, t("wallet:staff.couponsTitle")), coupons }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const staff = await requireRole(request, context, "staff");
  const formData = await readFormData(request);
  if (formData.get("intent") !== "create") throw badRequest();
  const submission = parseWithZod(formData, { schema: CreateCouponSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const result = await createCoupon(context.db, staff.id, submission.value, context.now);
  if (!result.ok) return data(submission.reply({ fieldErrors: { [CREATE_COUPON_FIELD[result.error]]: [result.error] } }), { status: COUPON_STATUS[result.error] });
  return redirectWithToast("/staff/coupons", { kind: "success", key: "wallet:toast.couponCreated", values: { code: result.value.code } });
}

function Checkbox({ meta, label }: { meta: FieldMetadata; label: string }) {
  const props = getInputProps(meta, { type: "checkbox" });
  return (
    <div className="wallet-checkbox">
      <label className="checkbox-field">
        <input {...props} key={meta.key} />
        <span>{label}</span>
      </label>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export default function StaffCoupons() {
  const { t } = useTranslation("wallet");
  const format = useWalletFormat();
  const gives = useCouponGives();
  const validity = useCouponValidity();
  const { coupons } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useShopForm<typeof CreateCouponSchema>({
    id: "create-coupon-form",
    lastResult,
    defaultValue: { kind: "coupon", discountType: "percent" },
  });
  return (
    <div className="wallet-staff-page">
      <p className="back-link">
        <Link to="/staff">← {t("staff.back")}</Link>
      </p>
      <h1>{t("staff.couponsTitle")}</h1>

      <section className="wallet-staff-section" aria-labelledby="create-coupon-title">
        <h2 id="create-coupon-title">{t("staff.createTitle")}</h2>
        <Form method="post" className="form-stack" {...getFormProps(form)}>
          <FormErrors id={form.errorId} errors={form.errors} />
          <div className="form-grid">
            <SelectField meta={fields.kind} label={t("staff.kind")} options={COUPON_KINDS.map((k) => ({ value: k, label: t(`coupons.kinds.${k}`) }))} required />
            <Field meta={fields.code} label={t("staff.code")} hint={t("staff.codeHint")} autoComplete="off" spellCheck={false} maxLength={32} className="coupon-code-input" required />
          </div>
          <div className="form-grid">
            <Field meta={fields.titleMn} label={t("staff.titleMn")} maxLength={200} lang="mn" required />
            <Field meta={fields.titleEn} label={t("staff.titleEn")} maxLength={200} lang="en" required />
          </div>
          <fieldset className="wallet-fieldset">
            <legend>{t("staff.discountLegend")}</legend>
            <div className="form-grid">
              <SelectField meta={fields.discountType} label={t("staff.discountType")} hint={t("staff.notForVouchers")} options={DISCOUNT_TYPES.map((d) => ({ value: d, label: t(`staff.discountTypes.${d}`) }))} />
              <Field meta={fields.value} label={t("staff.discountValue")} hint={t("staff.valueHint")} inputMode="numeric" autoComplete="off" maxLength={20} />
              <Field meta={fields.voucherBalance} label={t("staff.voucherBalance")} hint={t("staff.voucherBalanceHint")} inputMode="numeric" autoComplete="off" maxLength={20} />
              <Field meta={fields.minOrder} label={t("staff.minOrder")} hint={t("staff.minOrderHint")} inputMode="numeric" autoComplete="off" maxLength={20} />
            </div>
          </fieldset>
          <fieldset className="wallet-fieldset">
            <legend>{t("staff.rulesLegend")}</legend>
            <div className="form-grid">
              <Field meta={fields.startsOn} type="date" label={t("staff.startsOn")} />
              <Field meta={fields.endsOn} type="date" label={t("staff.endsOn")} hint={t("staff.endsOnHint")} />
              <Field meta={fields.usageLimit} label={t("staff.usageLimit")} hint={t("staff.limitHint")} inputMode="numeric" autoComplete="off" maxLength={10} />
              <Field meta={fields.perUserLimit} label={t("staff.perUserLimit")} hint={t("staff.limitHint")} inputMode="numeric" autoComplete="off" maxLength={10} />
              <Field meta={fields.ownerEmail} type="email" label={t("staff.ownerEmail")} hint={t("staff.ownerEmailHint")} autoComplete="off" maxLength={254} />
            </div>
            <Checkbox meta={fields.firstOrderOnly} label={t("staff.firstOrderOnly")} />
            <Checkbox meta={fields.signedInOnly} label={t("staff.signedInOnly")} />
          </fieldset>
          <div className="form-actions">
            <SubmitButton name="intent" value="create">
              {t("staff.create")}
            </SubmitButton>
          </div>
        </Form>
      </section>

      <section className="wallet-staff-section" aria-labelledby="coupon-list-title">
        <h2 id="coupon-list-title">{t("staff.listTitle")}</h2>
        {coupons.length === 0 ? (
          <p className="empty-state">{t("staff.listEmpty")}</p>
        ) : (
          <table className="wallet-table" data-testid="staff-coupon-list">
            <thead>
              <tr>
                <th scope="col">{t("staff.code")}</th>
                <th scope="col">{t("staff.kind")}</th>
                <th scope="col">{t("coupons.gives")}</th>
                <th scope="col">{t("coupons.minOrder")}</th>
                <th scope="col">{t("coupons.validity")}</th>
                <th scope="col">{t("staff.used")}</th>
                <th scope="col">{t("staff.owner")}</th>
                <th scope="col">{t("staff.state")}</th>
              </tr>
            </thead>
            <tbody>
              {coupons.map((c) => (
                <tr key={c.id} data-testid="staff-coupon-row">
                  <th scope="row" className="wallet-table-lead">
                    <span className="coupon-code">{c.code}</span>
                    <br />
                    <small>{c.title[format.locale]}</small>
                  </th>
                  <td data-label={t("staff.kind")}>{t(`coupons.kinds.${c.kind}`)}</td>
                  <td data-label={t("coupons.gives")}>{gives(c)}</td>
                  <td data-label={t("coupons.minOrder")}>{c.minOrder > 0 ? format.money(c.minOrder) : t("coupons.noMinimum")}</td>
                  <td data-label={t("coupons.validity")}>{validity(c)}</td>
                  <td data-label={t("staff.used")} data-testid="staff-coupon-used">
                    <span className="wallet-cell">
                      {c.usageLimit !== null ? t("staff.usedOf", { used: c.usedCount, limit: c.usageLimit }) : t("staff.usedUnlimited", { used: c.usedCount })}
                      {c.perUserLimit !== null ? (
                        <>
                          <br />
                          <small>{t("staff.perUser", { limit: c.perUserLimit })}</small>
                        </>
                      ) : null}
                    </span>
                  </td>
                  <td data-label={t("staff.owner")}>{c.owner ?? "—"}</td>
                  <td data-label={t("staff.state")}>
                    <span className={`wallet-badge wallet-badge-${c.staffState}`}>{t(`staff.states.${c.staffState}`)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/layout/RouteErrorBoundary";

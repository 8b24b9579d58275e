import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { formatMoney } from "~/kernel/money";
import { CodeScanner, COUNTER_CODE_MAX, COUNTER_STATUS, CounterCouponCard, CounterLookupSchema, CounterTakeSchema, CounterUseSchema, type CounterError } from "~/modules/counter";
import { counterCoupon, counterRequestKey, lookupAtCounter, todaysCounterUses, redeemAtCounter } from "~/modules/counter/index.server";
import { badRequest, readFormData } from "~/platform/form-body.server";
import { requireRole } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { Field } from "~/ui/forms/Field";
import { parseWithZod } from "~/ui/forms/parse.server";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { useShopForm, getFormProps, type SubmissionResult } from "~/ui/forms/use-shop-form";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { useShopFormat } from "~/ui/use-shop-format";

export const meta = privatePageMeta;

/**
 * /staff/counter: coupons and vouchers used in the store (issue 20). Staff type the shopper's
 * code or read its QR code (CodeScanner), see the coupon or voucher, and use it: a coupon once,
 * a voucher by an amount from its balance. Look-ups are limited per staff member; every use is
 * one transaction keyed by the form's one-time key (docs/decisions/054-qr-reading-at-the-counter.md).
 * The looked-up coupon is the page's `?id=`, so every answer is a plain page (post/redirect/get).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "staff");
  const t = await i18next.getFixedT(request);
  const idParam = new URL(request.url).searchParams.get("id");
  const id = idParam && /^\d{1,10}$/.test(idParam) ? Number(idParam) : null;
  const coupon = id !== null ? await counterCoupon(context.db, id, context.now) : null;
  return data(
    {
      title: pageTitle(t, t("counter:coupons.title")),
      coupon,
      missing: id !== null && coupon === null,
      requestKey: coupon?.state === "usable" ? counterRequestKey() : null,
      log: await todaysCounterUses(context.db, context.now),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

type Answer = { intent: "lookup" | "use" | "take"; result: SubmissionResult<string[]>; error?: CounterError; values?: Record<string, string | number> };

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const staff = await requireRole(request, context, "staff");
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  if (intent === "lookup") {
    const submission = parseWithZod(formData, { schema: CounterLookupSchema });
    if (submission.status !== "success") return data<Answer>({ intent, result: submission.reply() }, { status: 400 });
    const found = await lookupAtCounter(context.db, staff.id, submission.value.code, context.now);
    if (!found.ok) return data<Answer>({ intent, result: submission.reply({ fieldErrors: { code: [found.error] } }) }, { status: COUNTER_STATUS[found.error] });
    return redirect(`/staff/counter?id=${found.value.id}`);
  }
  if (intent === "use" || intent === "take") {
    const submission = intent === "use" ? parseWithZod(formData, { schema: CounterUseSchema }) : parseWithZod(formData, { schema: CounterTakeSchema });
    if (submission.status !== "success") return data<Answer>({ intent, result: submission.reply() }, { status: 400 });
    const { couponId, requestKey } = submission.value;
    const amount = submission.value.intent === "take" ? submission.value.amount : null;
    const result = await redeemAtCounter(context.db, staff.id, { couponId, requestKey, amount }, context.now);
    if (!result.ok) {
      const values = result.values?.max !== undefined ? { max: formatMoney(Number(result.values.max), context.locale) } : undefined;
      return data<Answer>({ intent, result: submission.reply(), error: result.error, values }, { status: COUNTER_STATUS[result.error] });
    }
    const used = result.value;
    return redirectWithToast(`/staff/counter?id=${couponId}`, {
      kind: "success",
      key: used.kind === "voucher" ? "counter:toast.taken" : "counter:toast.used",
      values: { code: used.code, amount: formatMoney(used.amount, context.locale), balance: formatMoney(used.balance ?? 0, context.locale) },
    });
  }
  throw badRequest();
}

export default function StaffCounter() {
  const { t } = useTranslation();
  const format = useShopFormat();
  const { coupon, missing, requestKey, log } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer | undefined;
  const [lookupForm, lookupFields] = useShopForm<typeof CounterLookupSchema>({ id: "counter-lookup", lastResult: answer?.intent === "lookup" ? answer.result : null });
  const [useForm, useFields] = useShopForm<typeof CounterTakeSchema>({ id: "counter-use", lastResult: answer && answer.intent !== "lookup" ? answer.result : null });
  const useError = answer && answer.intent !== "lookup" ? answer.error : undefined;
  return (
    <div className="counter-page">
      <h1>{t("counter:coupons.title")}</h1>
      <p className="lead">{t("counter:coupons.lead")}</p>

      <section className="counter-panel" aria-labelledby="counter-lookup-title">
        <h2 id="counter-lookup-title" className="visually-hidden">
          {t("counter:coupons.lookupTitle")}
        </h2>
        <Form method="post" className="form-stack" {...getFormProps(lookupForm)}>
          <input type="hidden" name="intent" value="lookup" />
          <Field
            meta={lookupFields.code}
            label={t("counter:coupons.code")}
            hint={t("counter:coupons.codeHint")}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={COUNTER_CODE_MAX}
            className="coupon-code-input"
            required
          />
          <CodeScanner inputName="code" submitOnRead />
          <div className="form-actions">
            <SubmitButton>{t("counter:coupons.lookUp")}</SubmitButton>
          </div>
        </Form>
        {missing ? (
          <p className="form-error" role="alert">
            {t("counter:errors.notFound")}
          </p>
        ) : null}
      </section>

      {coupon ? (
        <section className="counter-panel" aria-label={t("counter:coupons.found")}>
          <CounterCouponCard coupon={coupon} />
          {useError ? (
            <div className="form-error" role="alert" data-testid="counter-use-error">
              <p>{t(useError, answer?.values)}</p>
            </div>
          ) : null}
          {coupon.state === "usable" && requestKey ? (
            <Form method="post" className="form-stack counter-use-form" {...getFormProps(useForm)}>
              <input type="hidden" name="couponId" value={coupon.id} />
              <input type="hidden" name="requestKey" value={requestKey} key={requestKey} />
              {coupon.kind === "voucher" ? (
                <>
                  <Field
                    meta={useFields.amount}
                    label={t("counter:coupons.amount")}
                    hint={t("counter:coupons.amountHint", { max: format.money(coupon.voucherBalance ?? 0) })}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={20}
                    required
                  />
                  <div className="form-actions">
                    <SubmitButton name="intent" value="take">
                      {t("counter:coupons.take")}
                    </SubmitButton>
                  </div>
                </>
              ) : (
                <div className="form-actions">
                  <SubmitButton name="intent" value="use">
                    {t("counter:coupons.use")}
                  </SubmitButton>
                </div>
              )}
            </Form>
          ) : null}
        </section>
      ) : null}

      <section className="counter-panel" aria-labelledby="counter-log-title">
        <h2 id="counter-log-title">{t("counter:log.title")}</h2>
        {log.length === 0 ? (
          <p className="empty-state">{t("counter:log.empty")}</p>
        ) : (
          <table className="counter-log" data-testid="counter-log">
            <thead>
              <tr>
                <th scope="col">{t("counter:log.time")}</th>
                <th scope="col">{t("counter:log.staff")}</th>
                <th scope="col">{t("counter:log.code")}</th>
                <th scope="col">{t("counter:log.amount")}</th>
              </tr>
            </thead>
            <tbody>
              {log.map((line) => (
                <tr key={line.id} data-testid="counter-log-line">
                  <td data-label={t("counter:log.time")}>{format.time(line.at)}</td>
                  <td data-label={t("counter:log.staff")}>{line.staff}</td>
                  <td data-label={t("counter:log.code")}>
                    <span className="coupon-code">{line.code}</span> <small>{t(`wallet:coupons.kinds.${line.kind}`)}</small>
                  </td>
                  <td data-label={t("counter:log.amount")}>{line.kind === "voucher" ? format.money(line.amount) : t("counter:log.oneUse")}</td>
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

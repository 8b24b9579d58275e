import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { REQUESTS_STATUS, RESTOCK_MAX, RestockSchema } from "~/modules/shopper-requests";
import { restockVariant, staffAwaitedVariants } from "~/modules/shopper-requests/index.server";
import { readFormData } from "~/platform/form-body.server";
import { requireRole } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { firstError, parseWithZod } from "~/ui/forms/parse.server";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";

export const meta = privatePageMeta;

/**
 * /staff/restock: the variants shoppers wait for, and a restock by SKU (the shop had no staff
 * stock page). A restock that leaves stock on hand tells the waiting subscribers once.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "staff");
  const t = await i18next.getFixedT(request);
  const awaited = await staffAwaitedVariants(context.db);
  return data({ title: pageTitle(t, t("requests:restock.title")), awaited }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  await requireRole(request, context, "staff");
  const submission = parseWithZod(await readFormData(request), { schema: RestockSchema });
  if (submission.status !== "success") {
    const first = firstError(submission.error) ?? "requests:errors.quantityInvalid";
    return data({ error: first }, { status: 400 });
  }
  const result = await restockVariant(context.db, context.now, submission.value, new URL(request.url).origin);
  if (!result.ok) return data({ error: result.error }, { status: REQUESTS_STATUS[result.error] });
  return redirectWithToast("/staff/restock", { kind: "success", key: "requests:toast.restocked", values: { sku: result.value.sku, onHand: result.value.onHand, count: result.value.notified } });
}

export default function StaffRestock() {
  const { t, i18n } = useTranslation();
  const { awaited } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const locale = i18n.language === "en" ? "en" : "mn";
  return (
    <section className="account-layout">
      <div className="account-panel account-panel-wide">
        <p className="back-link">
          <Link to="/staff">← {t("requests:staff.back")}</Link>
        </p>
        <h1>{t("requests:restock.title")}</h1>
        <Form method="post" className="form-stack restock-form">
          <input type="hidden" name="intent" value="restock" />
          {answer ? (
            <p className="field-error" role="alert">
              {t(answer.error)}
            </p>
          ) : null}
          <div className="form-grid">
            <div className="field">
              <label htmlFor="restock-sku">{t("requests:restock.sku")}</label>
              <input id="restock-sku" name="sku" autoComplete="off" spellCheck={false} maxLength={64} required />
            </div>
            <div className="field">
              <label htmlFor="restock-quantity">{t("requests:restock.quantity")}</label>
              <input id="restock-quantity" name="quantity" inputMode="numeric" autoComplete="off" maxLength={5} required />
              <p className="field-hint">{t("requests:restock.quantityHint", { max: RESTOCK_MAX })}</p>
            </div>
          </div>
          <div className="form-actions">
            <button type="submit" className="button" data-testid="restock-submit">
              {t("requests:restock.submit")}
            </button>
          </div>
        </Form>
        <h2>{t("requests:restock.awaited")}</h2>
        {awaited.length === 0 ? (
          <p className="empty-state">{t("requests:restock.none")}</p>
        ) : (
          <table className="wallet-table" data-testid="awaited-variants">
            <thead>
              <tr>
                <th scope="col">{t("requests:restock.product")}</th>
                <th scope="col">{t("requests:restock.sku")}</th>
                <th scope="col">{t("requests:restock.waiting")}</th>
                <th scope="col">{t("requests:restock.onHand")}</th>
              </tr>
            </thead>
            <tbody>
              {awaited.map((row) => (
                <tr key={row.variantId}>
                  <th scope="row">
                    <Link to={`/products/${row.slug}?variant=${row.variantId}`}>{row.productName[locale]}</Link>
                  </th>
                  <td data-label={t("requests:restock.sku")}>{row.sku}</td>
                  <td data-label={t("requests:restock.waiting")}>{row.waiting}</td>
                  <td data-label={t("requests:restock.onHand")}>{row.onHand}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/layout/RouteErrorBoundary";

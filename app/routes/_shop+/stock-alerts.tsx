import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { ConfirmAlertSchema, REQUESTS_STATUS, StockAlertSchema } from "~/modules/shopper-requests";
import { confirmStockAlert, stockAlertLink, subscribeToStockAlert } from "~/modules/shopper-requests/index.server";
import { getCurrentUser } from "~/platform/guards.server";
import { badRequest, readFormData } from "~/platform/form-body.server";
import { assertNotBot } from "~/platform/honeypot.server";
import i18next from "~/platform/i18next.server";
import { withTranslatedRefusals } from "~/platform/refusal-page.server";
import { assertSameSite, safeRedirectPath } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { firstError, parseWithZod } from "~/ui/forms/parse.server";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";

/**
 * Back in stock (issue 16). POST `subscribe` from a sold-out product page (signed in: the
 * account's own contact; guest: an e-mail, confirmed by a link). GET with the link's token shows
 * what it confirms and a button; only the POST `confirm` confirms, so a mail scanner that opens
 * links confirms nothing.
 */

export const meta = privatePageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (token === "") throw redirect("/");
  const t = await i18next.getFixedT(request);
  const link = /^[A-Za-z0-9_-]{20,64}$/.test(token) ? await stockAlertLink(context.db, context.now, token) : ({ ok: false, error: "requests:errors.confirmLinkDead" } as const);
  return data(
    { title: pageTitle(t, t("requests:confirm.title")), token, product: link.ok ? link.value : null },
    { status: link.ok ? 200 : 410, headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } },
  );
}

async function postAction({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const formData = await readFormData(request);
  const origin = new URL(request.url).origin;
  if (formData.get("intent") === "confirm") {
    const submission = parseWithZod(formData, { schema: ConfirmAlertSchema });
    if (submission.status !== "success") return redirectWithToast("/", { kind: "warning", key: "requests:errors.confirmLinkDead" });
    const result = await confirmStockAlert(context.db, context.now, submission.value.token, origin);
    if (!result.ok) return redirectWithToast("/", { kind: "warning", key: result.error });
    return redirectWithToast(`/products/${result.value.slug}`, { kind: "success", key: result.value.inStockNow ? "requests:toast.alertConfirmedInStock" : "requests:toast.alertConfirmed" });
  }
  if (formData.get("intent") !== "subscribe") throw badRequest();
  assertNotBot(formData);
  const back = safeRedirectPath(formData.get("redirectTo"), "/");
  const submission = parseWithZod(formData, { schema: StockAlertSchema });
  if (submission.status !== "success") {
    const first = firstError(submission.error);
    return redirectWithToast(back, { kind: "warning", key: first ?? "auth:errors.emailInvalid" });
  }
  const user = await getCurrentUser(request, context);
  const result = await subscribeToStockAlert(context.db, context.now, {
    ...submission.value,
    userId: user?.id ?? null,
    locale: context.locale,
    clientIp: context.clientIp,
    origin,
  });
  if (!result.ok) {
    if (REQUESTS_STATUS[result.error] === 404) throw data(null, { status: 404 });
    return redirectWithToast(back, { kind: "warning", key: result.error });
  }
  return redirectWithToast(back, { kind: "success", key: result.value.state === "active" ? "requests:toast.alertActive" : "requests:toast.alertPending" });
}

// A function, not `const action = withTranslatedRefusals(postAction)`: the browser build keeps a
// top-level call and the .server module is empty there, so the page's script threw on load and
// the page never hydrated (Remix reloaded it once, then left it as plain HTML).
export function action(args: ActionFunctionArgs) {
  return withTranslatedRefusals(postAction)(args);
}

export default function StockAlertConfirm() {
  const { t, i18n } = useTranslation();
  const { token, product } = useLoaderData<typeof loader>();
  const locale = i18n.language === "en" ? "en" : "mn";
  return (
    <section className="request-page" aria-labelledby="confirm-title">
      <h1 id="confirm-title">{t("requests:confirm.title")}</h1>
      {product ? (
        <>
          <p>{t("requests:confirm.intro", { product: product.productName[locale] })}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="confirm" />
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="button" data-testid="stock-alert-confirm">
              {t("requests:confirm.submit")}
            </button>
          </Form>
        </>
      ) : (
        <p data-testid="stock-alert-dead">
          {t("requests:errors.confirmLinkDead")} <Link to="/">{t("requests:confirm.home")}</Link>
        </p>
      )}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };

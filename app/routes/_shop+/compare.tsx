import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { comparisonEnabled } from "~/config/env.server";
import { siteConfig } from "~/config/site";
import { CompareFormSchema, CompareTableView, browsingStatus, removeFromCompare, type BrowsingErrorCode } from "~/modules/browsing";
import { addToAccountCompare, clearAccountCompare, compareTable, nextCompareList, removeFromAccountCompare } from "~/modules/browsing/index.server";
import { badRequest, notFound, readFormData } from "~/platform/form-body.server";
import { getCurrentUser } from "~/platform/guards.server";
import { readGuestState, writeGuestState } from "~/platform/guest-state.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite, safeRedirectPath } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { parseWithZod } from "~/ui/forms/parse.server";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { useTranslation } from "~/ui/i18n";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { browsingOf } from "~/web/browsing.server";
import browsingStylesHref from "~/styles/browsing.css";

/** /compare: up to four products side by side (storefront-spec.md §5); 404 while comparison is off. */
export const meta = privatePageMeta;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: browsingStylesHref }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!comparisonEnabled()) throw notFound();
  const user = await getCurrentUser(request, context);
  const t = await i18next.getFixedT(request);
  const { compare } = await browsingOf(request, context, user);
  const table = await compareTable(context, compare, context.locale, context.now);
  return data({ title: pageTitle(t, t("browsing:compare.title")), ...table }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  if (!comparisonEnabled()) throw notFound();
  const submission = parseWithZod(await readFormData(request), { schema: CompareFormSchema });
  if (submission.status !== "success") throw badRequest();
  const value = submission.value;
  const back = value.intent === "clear" ? "/compare" : safeRedirectPath(value.redirectTo, "/compare");
  const user = await getCurrentUser(request, context);
  const { db, now } = context;
  const toastKey = value.intent === "add" ? "browsing:toast.compareAdded" : value.intent === "remove" ? "browsing:toast.compareRemoved" : "browsing:toast.compareCleared";

  if (user) {
    if (value.intent === "add") {
      const result = await addToAccountCompare(db, user.id, value.productId, now);
      if (!result.ok) return refused(result.error, result.values);
    } else if (value.intent === "remove") await removeFromAccountCompare(db, user.id, value.productId);
    else await clearAccountCompare(db, user.id);
    return redirectWithToast(back, { kind: "success", key: toastKey });
  }

  const state = await readGuestState(request, db);
  let compare: number[] = [];
  if (value.intent === "add") {
    const result = await nextCompareList(db, state.compare, value.productId, now);
    if (!result.ok) return refused(result.error, result.values);
    compare = result.value;
  } else if (value.intent === "remove") compare = removeFromCompare(state.compare, value.productId);
  const cookie = await writeGuestState(request, db, { ...state, compare }, now);
  return redirectWithToast(back, { kind: "success", key: toastKey }, { headers: { "Set-Cookie": cookie } });
}

/** A refused add shows the compare page with the reason (the full list is there to remove one from). */
function refused(error: BrowsingErrorCode, values?: Record<string, string | number>) {
  if (error === "browsing:errors.productNotFound") throw notFound();
  return data({ error: error as string, values: values ?? {} }, { status: browsingStatus[error] });
}

export default function ComparePage() {
  const { t } = useTranslation();
  const { products } = useLoaderData<typeof loader>();
  const problem = useActionData<typeof action>();
  return (
    <section className="compare-page" aria-labelledby="compare-title">
      <h1 id="compare-title">{t("browsing:compare.title")}</h1>
      <p className="lead">{t("browsing:compare.lead", { max: siteConfig.limits.compare })}</p>
      {problem ? (
        <p className="form-error" role="alert" data-testid="compare-error">
          {String(t(problem.error, problem.values))}
        </p>
      ) : null}
      {products.length === 0 ? (
        <p className="empty-state">{t("browsing:compare.empty")}</p>
      ) : (
        <>
          <CompareTableView products={products} />
          <Form method="post" className="compare-clear">
            <SubmitButton className="button button-secondary" name="intent" value="clear">
              {t("browsing:compare.clear")}
            </SubmitButton>
          </Form>
        </>
      )}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };

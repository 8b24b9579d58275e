import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { ClearViewedSchema } from "~/modules/browsing";
import { clearRecentlyViewed, productCards, recentlyViewedIds } from "~/modules/browsing/index.server";
import { ProductGrid } from "~/modules/catalog";
import { badRequest, readFormData } from "~/platform/form-body.server";
import { requireUser } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { parseWithZod } from "~/ui/forms/parse.server";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";

/** /account/recently-viewed: the last 40 products the shopper looked at, newest first (storefront-spec.md §9). */
export const meta = privatePageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const t = await i18next.getFixedT(request);
  const ids = await recentlyViewedIds(context.db, user.id);
  const products = await productCards(context, ids, context.locale, context.now);
  return data({ title: pageTitle(t, t("browsing:recentlyViewed.pageTitle")), products }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const user = await requireUser(request, context);
  const submission = parseWithZod(await readFormData(request), { schema: ClearViewedSchema });
  if (submission.status !== "success") throw badRequest();
  await clearRecentlyViewed(context.db, user.id);
  return redirectWithToast("/account/recently-viewed", { kind: "success", key: "browsing:toast.viewedCleared" });
}

export default function RecentlyViewedPage() {
  const { t } = useTranslation();
  const { products } = useLoaderData<typeof loader>();
  return (
    <section className="account-panel recently-viewed-page" aria-labelledby="recently-viewed-title">
      <h1 id="recently-viewed-title">{t("browsing:recentlyViewed.pageTitle")}</h1>
      <p className="lead">{t("browsing:recentlyViewed.lead")}</p>
      {products.length === 0 ? (
        <p className="empty-state">{t("browsing:recentlyViewed.empty")}</p>
      ) : (
        <>
          <Form method="post" className="recently-viewed-clear">
            <SubmitButton className="button button-secondary" name="intent" value="clear">
              {t("browsing:recentlyViewed.clear")}
            </SubmitButton>
          </Form>
          <ProductGrid products={products} />
        </>
      )}
    </section>
  );
}

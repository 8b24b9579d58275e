import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PAGE_STATUS, ShopPage, ShowcaseBreadcrumbs } from "~/modules/pages";
import { shopPage } from "~/modules/pages/index.server";
import i18next from "~/platform/i18next.server";
import showcaseStylesHref from "~/styles/showcase.css";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import { seoMeta } from "~/ui/seo";
import { anonymousPageHeaders } from "~/web/http-cache.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? seoMeta(matches, { title: `${data.page.title} · ${data.siteName}`, description: data.page.summary, path: `/pages/${data.page.slug}` }) : [];

export const links = () => [{ rel: "stylesheet", href: showcaseStylesHref }];

// The texts are code and the site configuration; the about page's shops are page tables: same for every anonymous visitor.
export const headers = anonymousPageHeaders;

export async function loader({ params, context }: LoaderFunctionArgs) {
  const result = await shopPage(context.db, params.slug ?? "", context.locale);
  if (!result.ok) throw data(null, { status: PAGE_STATUS[result.error] });
  const t = await i18next.getFixedT(context.locale);
  return { page: result.value, siteName: t("site.name") };
}

export default function ShopPageRoute() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <>
      <ShowcaseBreadcrumbs crumbs={[{ label: page.title, path: `/pages/${page.slug}` }]} />
      <ShopPage page={page} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };

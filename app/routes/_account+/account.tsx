import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireUser } from "~/platform/guards.server";
import { Outlet, useLoaderData } from "@remix-run/react";
import { AccountMenu } from "~/modules/accounts";
import { accountSummary } from "~/modules/auth";

import accountStylesHref from "~/styles/account.css";

export const meta: MetaFunction = () => [{ name: "robots", content: "noindex" }];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStylesHref }];


/** Every /account page needs a signed-in user; the guard runs here once for all of them. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return { account: accountSummary(user) };
}

export default function AccountLayout() {
  const { account } = useLoaderData<typeof loader>();
  return (
    <div className="account-layout">
      <AccountMenu user={account} />
      <div className="account-content">
        <Outlet />
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/layout/RouteErrorBoundary";

import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { AccountMenu } from "~/modules/accounts/ui/AccountMenu";
import { accountSummary } from "~/modules/auth/account-summary";
import { requireUser } from "~/modules/auth/guards.server";
import accountStylesHref from "~/styles/account.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStylesHref }];

export const meta: MetaFunction = () => [{ name: "robots", content: "noindex" }];

/** Every /account page needs a signed-in user; the guard runs here once for all of them. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
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

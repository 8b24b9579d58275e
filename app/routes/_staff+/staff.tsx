import type { HeadersFunction, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Form, NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { accountSummary } from "~/modules/auth";
import { requireRole, requireUser } from "~/platform/guards.server";
import { useTranslation } from "~/ui/i18n";
import backOfficeStylesHref from "~/styles/back-office.css";

/**
 * The back office's frame, parent of every /staff page: staff or admin only (each page and
 * action checks again; the article editor also lets in authors, whose pages check them), and a slim header with who is signed in, their role in words, the
 * counter's pages and sign-out. Its pages may use the camera (the QR readers at the counter and
 * the door); every other page of the shop keeps camera=() (docs/decisions/054-qr-reading-at-the-counter.md).
 */

export const headers: HeadersFunction = () => ({
  "Permissions-Policy": "camera=(self), microphone=(), geolocation=()",
  "Cache-Control": "private, no-store",
});

export const links: LinksFunction = () => [{ rel: "stylesheet", href: backOfficeStylesHref }];

/** The article editor is also an author's (any account given the author role), which its own loader checks. */
const AUTHOR_PAGES = /^\/staff\/content\/(new|\d+)\/?$/;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = AUTHOR_PAGES.test(new URL(request.url).pathname) ? await requireUser(request, context) : await requireRole(request, context, "staff");
  const account = accountSummary(user);
  return { me: { name: account.displayName, role: account.role, isStaff: user.role !== "customer" } };
}

export default function StaffLayout() {
  const { t } = useTranslation();
  const { me } = useLoaderData<typeof loader>();
  return (
    <>
      <header className="back-office-bar" aria-label={t("counter:backOffice.label")}>
        <p className="back-office-who" data-testid="back-office-who">
          {t("counter:backOffice.signedInAs")} <strong data-testid="back-office-name">{me.name}</strong>{" "}
          <span className="back-office-role" data-testid="back-office-role">
            {t(`auth:roles.${me.role}`)}
          </span>
        </p>
        <nav className="back-office-nav" aria-label={t("counter:backOffice.menu")}>
          {me.isStaff ? (
            <>
              <NavLink to="/staff" end>
                {t("counter:backOffice.home")}
              </NavLink>
              <NavLink to="/staff/scan">{t("counter:backOffice.scanTickets")}</NavLink>
              <NavLink to="/staff/counter">{t("counter:backOffice.counterCoupons")}</NavLink>
            </>
          ) : null}
          <Form method="post" action="/logout" className="back-office-signout">
            <button type="submit" className="link-button">
              {t("auth:menu.logout")}
            </button>
          </Form>
        </nav>
      </header>
      <Outlet />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/layout/RouteErrorBoundary";

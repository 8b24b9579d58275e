import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { asStateFilter, NEWSLETTER_STATES } from "~/modules/newsletter";
import { staffSubscribers } from "~/modules/newsletter/index.server";
import { requireRole } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import { useTranslation } from "~/ui/i18n";
import { Pager } from "~/ui/Pager";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";

export const meta = privatePageMeta;

/** /staff/newsletter: subscribers by state, newest first, paged; /staff/newsletter.csv downloads them (same filter). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "staff");
  const params = new URL(request.url).searchParams;
  const state = asStateFilter(params.get("state"));
  const t = await i18next.getFixedT(request);
  const page = await staffSubscribers(context.db, state, Number(params.get("page")) || 1);
  return data({ title: pageTitle(t, t("contact:staff.newsletterTitle")), ...page }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function StaffNewsletter() {
  const { t } = useTranslation();
  const { subscribers, state, page, pages, total } = useLoaderData<typeof loader>();
  const query = (extra: Record<string, string>) => `?${new URLSearchParams({ ...(state ? { state } : {}), ...extra }).toString()}`;
  return (
    <section className="account-layout">
      <div className="account-panel account-panel-wide">
        <p className="back-link">
          <Link to="/staff">← {t("contact:staff.back")}</Link>
        </p>
        <h1>{t("contact:staff.newsletterTitle")}</h1>
        <Form method="get" className="staff-filter">
          <label htmlFor="newsletter-state">{t("contact:staff.filter")}</label>{" "}
          <select id="newsletter-state" name="state" defaultValue={state ?? ""}>
            <option value="">{t("contact:staff.all")}</option>
            {NEWSLETTER_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`contact:states.${s}`)}
              </option>
            ))}
          </select>{" "}
          <button type="submit" className="button button-secondary">
            {t("contact:staff.show")}
          </button>{" "}
          <a className="button" href={`/staff/newsletter.csv${state ? `?state=${state}` : ""}`} download data-testid="newsletter-csv">
            {t("contact:staff.export")}
          </a>
        </Form>
        <p>{t("contact:staff.total", { count: total })}</p>
        {subscribers.length === 0 ? (
          <p className="empty-state">{t("contact:staff.empty")}</p>
        ) : (
          <div className="table-scroll">
            <table className="data-table" data-testid="newsletter-subscribers">
              <thead>
                <tr>
                  <th>{t("contact:staff.email")}</th>
                  <th>{t("contact:staff.state")}</th>
                  <th>{t("contact:staff.locale")}</th>
                  <th>{t("contact:staff.source")}</th>
                  <th>{t("contact:staff.createdAt")}</th>
                </tr>
              </thead>
              <tbody>
                {subscribers.map((s) => (
                  <tr key={s.id} data-testid="newsletter-subscriber">
                    <td>{s.email}</td>
                    <td>{t(`contact:states.${s.state}`)}</td>
                    <td>{s.locale}</td>
                    <td>{s.source}</td>
                    <td>
                      <time dateTime={s.createdAt}>{s.createdAt.slice(0, 16).replace("T", " ")}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager page={page} pageCount={pages} hrefFor={(p) => query({ page: String(p) })} />
      </div>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };

import { type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { ARTICLE_KINDS, ARTICLE_STATUSES, type ArticleKind, type ArticleStatus } from "~/modules/content";
import { staffContentList } from "~/modules/content/index.server";
import { requireRole } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import { useShopFormat } from "~/ui/use-shop-format";
import contentStylesHref from "~/styles/content.css";

export const meta = privatePageMeta;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStylesHref }];

function pick<T extends string>(values: readonly T[], value: string | null): T | null {
  return (values as readonly string[]).includes(value ?? "") ? (value as T) : null;
}

/** /staff/content?kind=&status=: every article and news item, drafts too. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "staff");
  const params = new URL(request.url).searchParams;
  const kind = pick<ArticleKind>(ARTICLE_KINDS, params.get("kind"));
  const status = pick<ArticleStatus>(ARTICLE_STATUSES, params.get("status"));
  const t = await i18next.getFixedT(request);
  const items = await staffContentList(context.db, { kind, status }, context.locale);
  return { title: pageTitle(t, t("content:staff.title")), items, kind, status };
}

export default function StaffContent() {
  const { items, kind, status } = useLoaderData<typeof loader>();
  const { t } = useTranslation("content");
  const format = useShopFormat();
  return (
    <div className="content-page">
      <p className="back-link">
        <Link to="/staff">← {t("staff.back")}</Link>
      </p>
      <h1>{t("staff.title")}</h1>
      <p className="article-actions">
        <Link to="/staff/content/new?kind=article" className="button button-small">
          {t("staff.new")}
        </Link>
        <Link to="/staff/content/new?kind=news" className="button button-secondary button-small">
          {t("staff.newNews")}
        </Link>
        <Link to="/staff/content/authors">{t("staff.authorsLink")}</Link>
      </p>
      <Form method="get" className="content-filters">
        <div className="field">
          <label htmlFor="content-kind">{t("staff.kind")}</label>
          <select id="content-kind" name="kind" defaultValue={kind ?? ""}>
            <option value="">{t("staff.all")}</option>
            {ARTICLE_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="content-status">{t("staff.status")}</label>
          <select id="content-status" name="status" defaultValue={status ?? ""}>
            <option value="">{t("staff.all")}</option>
            {ARTICLE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-secondary">
          {t("staff.apply")}
        </button>
      </Form>
      {items.length === 0 ? (
        <p>{t("staff.empty")}</p>
      ) : (
        <table className="content-table">
          <thead>
            <tr>
              <th scope="col">{t("staff.columns.title")}</th>
              <th scope="col">{t("staff.columns.kind")}</th>
              <th scope="col">{t("staff.columns.status")}</th>
              <th scope="col">{t("staff.columns.author")}</th>
              <th scope="col">{t("staff.columns.updated")}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <td>
                  <Link to={`/staff/content/${item.id}`}>{item.title}</Link> · <Link to={item.path}>{t("staff.view")}</Link>
                </td>
                <td>{t(`kinds.${item.kind}`)}</td>
                <td>{t(`status.${item.status}`)}</td>
                <td>{item.authorName}</td>
                <td>{format.date(item.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };

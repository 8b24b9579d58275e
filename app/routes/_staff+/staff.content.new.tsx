import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ArticleEditor, CONTENT_STATUS } from "~/modules/content";
import { contentViewer, editorView } from "~/modules/content/index.server";
import { requireUser } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import { articleEditorAction } from "~/web/article-editor.server";
import contentStylesHref from "~/styles/content.css";

export const meta = privatePageMeta;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStylesHref }];

/** /staff/content/new?kind=news: the editor for a new article or news item (staff, or an account linked to an author). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const viewer = (await contentViewer(context.db, user))!;
  const kind = new URL(request.url).searchParams.get("kind") === "news" ? "news" : "article";
  const editor = await editorView(context.db, { articleId: null, kind, viewer, locale: context.locale });
  if (!editor.ok) throw new Response("Forbidden", { status: CONTENT_STATUS[editor.error] });
  const t = await i18next.getFixedT(request);
  return { title: pageTitle(t, t("content:staff.newTitle")), editor: editor.value, isStaff: viewer.isStaff };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return articleEditorAction(request, context, { articleId: null });
}

export default function NewArticle() {
  const { editor, isStaff } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("content");
  return (
    <section className="article-edit-page" aria-labelledby="new-article-title">
      <p className="back-link">
        <Link to={isStaff ? "/staff/content" : "/account/articles"}>← {isStaff ? t("staff.backToContent") : t("mine.title")}</Link>
      </p>
      <h1 id="new-article-title">{t("staff.newTitle")}</h1>
      <ArticleEditor editor={editor} action="/staff/content/new" lastResult={answer?.result} extras={answer?.extras} />
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };

import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ArticleEditor, CONTENT_STATUS, pathOf } from "~/modules/content";
import { contentViewer, editorView } from "~/modules/content/index.server";
import { requireIdParam } from "~/platform/form-body.server";
import { requireUser } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import { articleEditorAction } from "~/web/article-editor.server";
import contentStylesHref from "~/styles/content.css";

export const meta = privatePageMeta;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStylesHref }];

/** /staff/content/{id}: edit, publish or unpublish (staff any; an author their own). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = requireIdParam(params.id);
  const user = await requireUser(request, context);
  const viewer = (await contentViewer(context.db, user))!;
  const editor = await editorView(context.db, { articleId: id, kind: "article", viewer, locale: context.locale });
  if (!editor.ok) throw new Response(editor.error, { status: CONTENT_STATUS[editor.error] });
  const t = await i18next.getFixedT(request);
  return { title: pageTitle(t, t("content:staff.editTitle", { title: editor.value.values.titleMn })), editor: editor.value, isStaff: viewer.isStaff };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return articleEditorAction(request, context, { articleId: requireIdParam(params.id) });
}

export default function EditArticle() {
  const { editor, isStaff } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t, i18n } = useTranslation("content");
  const title = i18n.language === "en" ? editor.values.titleEn : editor.values.titleMn;
  return (
    <section className="article-edit-page" aria-labelledby="edit-article-title">
      <p className="back-link">
        <Link to={isStaff ? "/staff/content" : "/account/articles"}>← {isStaff ? t("staff.backToContent") : t("mine.title")}</Link>
        {" · "}
        <Link to={pathOf(editor.values.kind, editor.values.slug)}>{t("staff.view")}</Link>
      </p>
      <h1 id="edit-article-title">{t("staff.editTitle", { title })}</h1>
      <ArticleEditor editor={editor} action={`/staff/content/${editor.articleId}`} lastResult={answer?.result} extras={answer?.extras} />
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };

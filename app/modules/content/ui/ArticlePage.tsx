import { Link } from "@remix-run/react";
import { BookmarkButton } from "~/modules/bookmarks";
import { ProductGrid, type ProductSummary } from "~/modules/catalog";
import { ArticleDiscussion, type ArticleDiscussionView } from "~/modules/comments";
import type { SubmissionResult } from "~/ui/forms/use-shop-form";
import { useTranslation } from "~/ui/i18n";
import { JsonLd } from "~/ui/seo";
import type { ArticleDetailView, ArticleEditorView, ArticleSummaryView, EditorExtras } from "../view-models";
import { ArticleDetail } from "./ArticleDetail";
import { ArticleEditor } from "./ArticleEditor";
import { FollowForm } from "./FollowForm";

export interface ArticlePageData {
  article: ArticleDetailView;
  canEdit: boolean;
  editing: boolean;
  editor: ArticleEditorView | null;
  path: string;
  products: ProductSummary[];
  related: ArticleSummaryView[];
  discussion: ArticleDiscussionView;
  bookmarked: boolean;
  following: boolean;
  signedIn: boolean;
  jsonLd: Array<Record<string, unknown>>;
}

/** /articles/{slug} and /news/{slug}: the article, or in edit mode its editor. */
export function ArticlePage({ page, editorAnswer }: { page: ArticlePageData; editorAnswer: { result: SubmissionResult<string[]>; extras: EditorExtras | null } | undefined }) {
  const { t } = useTranslation("content");
  const { article } = page;
  if (page.editing && page.editor) {
    return (
      <section className="article-edit-page" aria-labelledby="article-edit-title">
        <p className="back-link">
          <Link to={page.path}>← {t("editor.backToArticle")}</Link>
        </p>
        <h1 id="article-edit-title">{t("editor.editTitle", { title: article.title })}</h1>
        <ArticleEditor editor={page.editor} action={`${page.path}?edit=1`} lastResult={editorAnswer?.result} extras={editorAnswer?.extras} />
      </section>
    );
  }
  return (
    <>
      <JsonLd data={page.jsonLd} />
      <ArticleDetail
        article={article}
        editHref={page.canEdit ? `${page.path}?edit=1` : null}
        follow={<FollowForm authorId={article.authorId} authorName={article.authorName} following={page.following} signedIn={page.signedIn} returnTo={page.path} />}
        bookmark={<BookmarkButton itemId={article.id} type={article.kind} bookmarked={page.bookmarked} signedIn={page.signedIn} returnTo={page.path} />}
        products={
          page.products.length > 0 ? (
            <section className="article-products" aria-labelledby="article-products-title">
              <h2 id="article-products-title">{t("relatedProducts")}</h2>
              <ProductGrid products={page.products} />
            </section>
          ) : null
        }
        related={page.related}
        discussion={<ArticleDiscussion discussion={page.discussion} returnTo={page.path} />}
      />
    </>
  );
}

import { Link } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";

/**
 * What a refused comment post, rating, delete, hide or bookmark shows (also without
 * JavaScript): the reason and the way back. Without a reason (someone opened the address
 * itself) it points to the articles.
 */
export function CommentRefusal({ error, returnTo }: { error?: string; returnTo?: string }) {
  const { t } = useTranslation();
  return (
    <section className="notice-page" aria-labelledby="refusal-title" data-testid="comment-refusal">
      <h1 id="refusal-title">{t(error ? "comments:errors.title" : "comments:title")}</h1>
      {error ? <p role="alert">{t(error)}</p> : null}
      <Link className="button" to={error && returnTo ? returnTo : "/articles"}>
        {t(error ? "comments:form.backToArticle" : "comments:account.browse")}
      </Link>
    </section>
  );
}

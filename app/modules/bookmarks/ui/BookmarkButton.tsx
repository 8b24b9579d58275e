import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import type { BookmarkType } from "../domain/bookmark";

/**
 * Bookmark or un-bookmark an article or news item: a real form post (works without JavaScript).
 * The button sends what it shows it will do (add or remove), so a double click does not undo itself.
 */
export function BookmarkButton(props: { itemId: number; type: BookmarkType; bookmarked: boolean; signedIn: boolean; returnTo: string }) {
  const { t } = useTranslation();
  if (!props.signedIn) {
    return (
      <Link to={`/login?${new URLSearchParams({ redirectTo: props.returnTo })}`} className="button button-secondary bookmark-button" data-testid="bookmark-sign-in">
        {t("comments:bookmark.signIn")}
      </Link>
    );
  }
  return (
    <Form method="post" action="/bookmarks" className="bookmark-form">
      <input type="hidden" name="id" value={props.itemId} />
      <input type="hidden" name="type" value={props.type} />
      <input type="hidden" name="intent" value={props.bookmarked ? "remove" : "add"} />
      <input type="hidden" name="returnTo" value={props.returnTo} />
      <button type="submit" className="button button-secondary bookmark-button" aria-pressed={props.bookmarked} data-testid="bookmark-button">
        <span aria-hidden="true">{props.bookmarked ? "★" : "☆"}</span> {t(props.bookmarked ? "comments:bookmark.added" : "comments:bookmark.add")}
      </button>
    </Form>
  );
}

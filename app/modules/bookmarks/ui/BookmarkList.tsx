import { Form, Link } from "@remix-run/react";
import { siteConfig } from "~/config/site";
import { formatShopDate } from "~/kernel/dates";
import { useTranslation } from "~/ui/i18n";
import type { BookmarkView } from "../view-models";

/** /account/bookmarks: the shopper's bookmarks, newest first, each with a remove button. */
export function BookmarkList({ bookmarks, returnTo }: { bookmarks: BookmarkView[]; returnTo: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === "en" ? "en" : "mn";
  return (
    <ul className="bookmark-list" data-testid="bookmark-list">
      {bookmarks.map((bookmark) => (
        <li key={`${bookmark.type}-${bookmark.itemId}`} className="bookmark-item" data-testid="bookmark-item">
          <div>
            <span className="badge">{t(`comments:account.${bookmark.type}`)}</span>{" "}
            <Link to={bookmark.path} className="bookmark-title">
              {bookmark.title}
            </Link>
            <p className="bookmark-date">{t("comments:account.bookmarkedOn", { date: formatShopDate(bookmark.bookmarkedAt, locale, siteConfig.timeZone) })}</p>
          </div>
          <Form method="post" action="/bookmarks">
            <input type="hidden" name="id" value={bookmark.itemId} />
            <input type="hidden" name="type" value={bookmark.type} />
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="returnTo" value={returnTo} />
            <button type="submit" className="button button-secondary button-small" data-testid="bookmark-remove">
              {t("comments:account.remove")}
              <span className="visually-hidden"> {bookmark.title}</span>
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

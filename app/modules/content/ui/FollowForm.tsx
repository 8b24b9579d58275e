import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";

/** Follow or unfollow an author: a real form post to the author's page; signed out, a sign-in link. */
export function FollowForm({ authorId, authorName, following, signedIn, returnTo }: { authorId: number; authorName: string; following: boolean; signedIn: boolean; returnTo: string }) {
  const { t } = useTranslation("content");
  if (!signedIn) {
    return (
      <p className="follow-form">
        <Link to={`/login?redirectTo=${encodeURIComponent(returnTo)}`} className="button button-secondary button-small">
          {t("follow.signInToFollow", { name: authorName })}
        </Link>
      </p>
    );
  }
  return (
    <Form method="post" action={`/authors/${authorId}`} className="follow-form">
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" name="intent" value={following ? "unfollow" : "follow"} className={following ? "button button-secondary button-small" : "button button-small"} aria-pressed={following}>
        {following ? t("follow.unfollow", { name: authorName }) : t("follow.follow", { name: authorName })}
      </button>
    </Form>
  );
}

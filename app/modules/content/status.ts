import type { StatusTable } from "~/kernel/result";

/** The content pages' error codes (full i18n keys) and the HTTP status each is answered with. */
export type SaveArticleError =
  | "content:errors.slugTaken"
  | "content:errors.slugFormat"
  | "content:errors.unknownProducts"
  | "content:errors.notFound"
  | "content:errors.forbidden"
  | "content:errors.authorNotFound";

export type ArticleImageError = "content:errors.imageRequired" | "content:errors.notImage" | "content:errors.imageTooLarge";

export type AuthorAdminError = "content:errors.userNotFound" | "content:errors.userIsAuthor" | "content:errors.authorNotFound";

export type FollowError = "content:errors.authorNotFound";

export type ContentError = SaveArticleError | ArticleImageError | AuthorAdminError | FollowError;

export const CONTENT_STATUS: StatusTable<ContentError> = {
  "content:errors.slugTaken": 409,
  "content:errors.slugFormat": 400,
  "content:errors.unknownProducts": 400,
  "content:errors.notFound": 404,
  "content:errors.forbidden": 403,
  "content:errors.authorNotFound": 404,
  "content:errors.imageRequired": 400,
  "content:errors.notImage": 400,
  "content:errors.imageTooLarge": 413,
  "content:errors.userNotFound": 400,
  "content:errors.userIsAuthor": 409,
};

/** The editor field each save error belongs to (the rest are the form's). */
export const SAVE_ARTICLE_FIELD: Partial<Record<ContentError, "slug" | "products" | "cover" | "bodyImage" | "authorId">> = {
  "content:errors.slugTaken": "slug",
  "content:errors.slugFormat": "slug",
  "content:errors.unknownProducts": "products",
  "content:errors.authorNotFound": "authorId",
};

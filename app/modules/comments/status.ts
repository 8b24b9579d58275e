import type { StatusTable } from "~/kernel/result";

/** Why a comment action was refused: each code is its message's i18n key (comments.json), with its HTTP status (decision 032). */
export type CommentErrorCode =
  | "comments:errors.articleNotFound"
  | "comments:errors.commentNotFound"
  | "comments:errors.cannotReply"
  | "comments:errors.cannotRate"
  | "comments:errors.ownComment"
  | "comments:errors.ratingInvalid"
  | "comments:errors.notYours"
  | "comments:errors.tooManyComments";

export const commentStatus: StatusTable<CommentErrorCode> = {
  "comments:errors.articleNotFound": 404,
  "comments:errors.commentNotFound": 404,
  "comments:errors.cannotReply": 409,
  "comments:errors.cannotRate": 409,
  "comments:errors.ownComment": 403,
  "comments:errors.ratingInvalid": 400,
  "comments:errors.notYours": 403,
  "comments:errors.tooManyComments": 429,
};

import { z } from "zod";
import { COMMENT_MAX } from "./domain/rules";

/** The comment forms (one zod schema per form, checked in the action; decision 039). Messages are `comments:` keys. */

const id = (message: string) => z.string({ required_error: message }).regex(/^\d{1,12}$/, message).transform(Number);

export const CommentSchema = z.object({
  article_id: id("comments:errors.articleNotFound"),
  reply_id: id("comments:errors.cannotReply").optional(),
  comment: z
    .string({ required_error: "comments:errors.commentRequired" })
    .trim()
    .min(1, "comments:errors.commentRequired")
    .max(COMMENT_MAX, "comments:errors.commentTooLong"),
  returnTo: z.string().optional(),
});
export type CommentInput = z.infer<typeof CommentSchema>;

export const RatingSchema = z.object({
  rating: z
    .string({ required_error: "comments:errors.ratingInvalid" })
    .regex(/^[1-5]$/, "comments:errors.ratingInvalid")
    .transform(Number),
  returnTo: z.string().optional(),
});
export type RatingInput = z.infer<typeof RatingSchema>;

/** Delete (own) and hide/unhide (staff) carry only where to go back to; hide says which way. */
export const DeleteCommentSchema = z.object({ returnTo: z.string().optional() });

export const HideCommentSchema = z.object({
  intent: z.enum(["hide", "unhide"], { errorMap: () => ({ message: "comments:errors.badRequest" }) }),
  returnTo: z.string().optional(),
});
export type HideCommentInput = z.infer<typeof HideCommentSchema>;

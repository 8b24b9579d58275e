import { z } from "zod";
import { HIDE_REASON_MAX, REPORT_REASON_MAX, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from "./domain/limits";

/**
 * The review forms (one zod schema per form, checked in the action; decision 039). Messages are
 * `reviews:` keys. Photos are file parts named `images` read by the web layer before this
 * schema sees the text fields.
 */

const rating = z
  .string({ required_error: "reviews:errors.ratingRequired" })
  .regex(/^[1-5]$/, "reviews:errors.ratingRequired")
  .transform(Number);

const comment = z
  .string({ required_error: "reviews:errors.textTooShort" })
  .trim()
  .min(REVIEW_TEXT_MIN, "reviews:errors.textTooShort")
  .max(REVIEW_TEXT_MAX, "reviews:errors.textTooLong");

const id = z.string().regex(/^\d{1,12}$/, "reviews:errors.badRequest").transform(Number);

/** `POST products/{id}/reviews` (multipart: images, comment, rating) and a vendor review. */
export const ReviewSchema = z.object({
  rating,
  comment,
  returnTo: z.string().optional(),
});
export type ReviewInput = z.infer<typeof ReviewSchema>;

/** Editing one's own review: the same fields, and the photos to remove (checkboxes `remove_photo`). */
export const EditReviewSchema = ReviewSchema.extend({
  remove_photo: z.union([id, z.array(id)]).optional().transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
});
export type EditReviewInput = z.infer<typeof EditReviewSchema>;

/** Delete, helpful: only where to go back to. */
export const ReviewActionSchema = z.object({ returnTo: z.string().optional() });

export const ReportReviewSchema = z.object({
  reason: z.string().trim().max(REPORT_REASON_MAX, "reviews:errors.reasonTooLong").optional().default(""),
  returnTo: z.string().optional(),
});
export type ReportReviewInput = z.infer<typeof ReportReviewSchema>;

/** Staff at /staff/reviews: hide with a reason, or restore. */
export const ModerateReviewSchema = z
  .object({
    kind: z.enum(["product", "vendor"], { errorMap: () => ({ message: "reviews:errors.badRequest" }) }),
    id,
    intent: z.enum(["hide", "restore"], { errorMap: () => ({ message: "reviews:errors.badRequest" }) }),
    reason: z.string().trim().max(HIDE_REASON_MAX, "reviews:errors.reasonTooLong").optional().default(""),
    returnTo: z.string().optional(),
  })
  .refine((value) => value.intent === "restore" || value.reason.length > 0, { message: "reviews:errors.reasonRequired", path: ["reason"] });
export type ModerateReviewInput = z.infer<typeof ModerateReviewSchema>;

import { z } from "zod";
import { BOOKMARK_TYPES } from "./domain/bookmark";

/** `POST bookmarks (id, type)`: type defaults to article (storefront-spec.md §7). */
export const BookmarkSchema = z.object({
  id: z.string({ required_error: "comments:errors.badRequest" }).regex(/^\d{1,12}$/, "comments:errors.badRequest").transform(Number),
  type: z.enum(BOOKMARK_TYPES, { errorMap: () => ({ message: "comments:errors.badRequest" }) }).default("article"),
  intent: z.enum(["add", "remove", "toggle"], { errorMap: () => ({ message: "comments:errors.badRequest" }) }).default("toggle"),
  returnTo: z.string().optional(),
});
export type BookmarkInput = z.infer<typeof BookmarkSchema>;

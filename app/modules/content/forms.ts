import { z } from "zod";
import { ARTICLE_KINDS, ARTICLE_STATUSES, RELATED_PRODUCTS_MAX, TAGS_PER_ARTICLE_MAX, isSlug, isTagCode, splitList } from "./domain/articles";

/** The content forms, one schema each. Messages are `content:` keys. */

const text = (max: number) =>
  z
    .string()
    .max(max, "content:errors.tooLong")
    .optional()
    .transform((value) => value?.trim() ?? "");

const required = (max: number, message: string) => z.string({ required_error: message }).trim().min(1, message).max(max, "content:errors.tooLong");

const id = z
  .string()
  .regex(/^\d{1,12}$/, "content:errors.authorNotFound")
  .optional()
  .transform((value) => (value ? Number(value) : null));

/** The article and news editor (the detail page's edit mode and the back office). Files travel beside it: `cover`, `bodyImage`. */
export const ARTICLE_EDITOR_INTENTS = ["save", "preview", "upload_image"] as const;
export const ArticleEditorSchema = z.object({
  intent: z.enum(ARTICLE_EDITOR_INTENTS).default("save"),
  kind: z.enum(ARTICLE_KINDS, { errorMap: () => ({ message: "content:errors.kind" }) }),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .max(120, "content:errors.slugFormat")
    .optional()
    .refine((value) => value === undefined || value === "" || isSlug(value), "content:errors.slugFormat")
    .transform((value) => value || null),
  titleMn: required(200, "content:errors.titleRequired"),
  titleEn: required(200, "content:errors.titleRequired"),
  summaryMn: text(500),
  summaryEn: text(500),
  bodyMn: required(100_000, "content:errors.bodyRequired"),
  bodyEn: required(100_000, "content:errors.bodyRequired"),
  tags: z
    .string()
    .max(700, "content:errors.tagFormat")
    .optional()
    .transform((value, ctx) => {
      const codes = splitList(value ?? "");
      if (codes.some((code) => !isTagCode(code))) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "content:errors.tagFormat" });
      else if (codes.length > TAGS_PER_ARTICLE_MAX) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "content:errors.tooManyTags" });
      return codes;
    }),
  products: z
    .string()
    .max(2000, "content:errors.productsFormat")
    .optional()
    .transform((value, ctx) => {
      const slugs = splitList(value ?? "");
      if (slugs.some((slug) => !/^[a-z0-9-]{1,200}$/.test(slug))) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "content:errors.productsFormat" });
      else if (slugs.length > RELATED_PRODUCTS_MAX) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "content:errors.tooManyProducts" });
      return slugs;
    }),
  status: z.enum(ARTICLE_STATUSES, { errorMap: () => ({ message: "content:errors.status" }) }),
  authorId: id,
});
export type ArticleEditorInput = z.output<typeof ArticleEditorSchema>;

/** Follow or unfollow an author (the profile page's button). */
export const FollowSchema = z.object({
  intent: z.enum(["follow", "unfollow"]),
  returnTo: z.string().max(300).optional(),
});

/** The back office: a new author (a byline), optionally linked to an account at once. */
export const AuthorSchema = z.object({
  intent: z.literal("create_author"),
  nameMn: required(120, "content:errors.nameRequired"),
  nameEn: required(120, "content:errors.nameRequired"),
  bioMn: text(2000),
  bioEn: text(2000),
});

/** The back office: give an account (by e-mail or phone) the author role of one author. */
export const GrantAuthorSchema = z.object({
  intent: z.literal("grant"),
  authorId: z.string({ required_error: "content:errors.authorNotFound" }).regex(/^\d{1,12}$/, "content:errors.authorNotFound").transform(Number),
  contact: required(254, "content:errors.contactRequired"),
});

/** The back office: a tag's names and description (its 'tag_info'). */
export const TagSchema = z.object({
  intent: z.literal("tag"),
  code: z
    .string({ required_error: "content:errors.tagFormat" })
    .trim()
    .toLowerCase()
    .refine(isTagCode, "content:errors.tagFormat"),
  nameMn: required(80, "content:errors.nameRequired"),
  nameEn: required(80, "content:errors.nameRequired"),
  descriptionMn: text(1000),
  descriptionEn: text(1000),
});

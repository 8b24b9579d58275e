import { z } from "zod";

/**
 * The wish lists' forms (one schema per form; messages are `wishlist:` keys). The heart and the
 * spec's call (`POST wishlists` with `add_id` or `remove_id`) share one schema; the account
 * page's management forms another, one intent each.
 */

const id = z.coerce.number({ invalid_type_error: "wishlist:errors.badRequest" }).int("wishlist:errors.badRequest").positive("wishlist:errors.badRequest");

export const LIST_NAME_MAX = 60;

const listName = z
  .string({ required_error: "wishlist:errors.nameRequired" })
  .trim()
  .min(1, "wishlist:errors.nameRequired")
  .max(LIST_NAME_MAX, "wishlist:errors.nameTooLong");

/**
 * The heart posts `toggle_id` (the server decides add or remove); the enhanced heart says what it
 * wants (`add_id` / `remove_id`) so that a coalesced burst of clicks lands on the final state.
 */
export const WishToggleSchema = z.union([
  z.object({ toggle_id: id, returnTo: z.string().max(2000).optional() }),
  z.object({ add_id: id, returnTo: z.string().max(2000).optional() }),
  z.object({ remove_id: id, returnTo: z.string().max(2000).optional() }),
]);

export const WishListManageSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create"), name: listName }),
  z.object({ intent: z.literal("rename"), listId: id, name: listName }),
  z.object({ intent: z.literal("delete"), listId: id }),
  z.object({ intent: z.literal("empty"), listId: id }),
  z.object({ intent: z.literal("remove"), listId: id, variantId: id }),
  z.object({ intent: z.literal("move"), listId: id, variantId: id, toListId: id }),
  z.object({ intent: z.literal("toCart"), listId: id, variantId: id }),
  z.object({ intent: z.literal("share"), listId: id }),
  z.object({ intent: z.literal("unshare"), listId: id }),
]);

export type WishListManageInput = z.infer<typeof WishListManageSchema>;

/** The management intents: a guest who posts one is told to sign in. */
export const MANAGE_INTENTS = ["create", "rename", "delete", "empty", "remove", "move", "toCart", "share", "unshare"] as const;

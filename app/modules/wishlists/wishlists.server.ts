import { randomBytes } from "node:crypto";
import type { DB } from "~/db/client.server";
import { inTransaction } from "~/db/transactions.server";
import type { Lng } from "~/i18n";
import { siteConfig } from "~/config/site";
import { fail, ok, type Result } from "~/kernel/result";
import { effectivePrice, isPurchasable, stockLabel } from "~/modules/catalog";
import type { CartErrorCode } from "~/modules/cart";
import { addToCart } from "~/modules/cart/index.server";
import { recordEvent } from "~/modules/analytics/index.server";
import { cleanListName, guestWishesToAdopt, toggleAction, toggleGuestWishes } from "./domain/wish-rules";
import {
  bumpWish,
  deleteList,
  deleteWish,
  deleteWishFromUserLists,
  deleteWishesOfList,
  existingVariantIds,
  findDefaultListId,
  findListByShareToken,
  findListVariantIds,
  findListsOfUser,
  findOwnList,
  findWishedVariantIds,
  findWishedVariants,
  insertDefaultList,
  insertListGuarded,
  insertWishGuarded,
  renameList,
  setShareToken,
  type WishListRow,
  type WishedVariantRow,
} from "./queries.server";
import type { WishListManageInput } from "./forms";
import type { WishlistErrorCode } from "./status";
import type { WishListPage, WishListSummary, WishView } from "./view-models";
import { localized } from "~/kernel/localized";

/**
 * Wish lists (storefront-spec.md §4 "Wish", docs/decisions/042-wish-lists.md). A signed-in
 * shopper has named lists; the default one is made on first need. The heart's state is "wished
 * in any list": a toggle that adds puts the variant first in the default list, one that removes
 * takes it out of every list. One row per (list, variant), so concurrent toggles never duplicate.
 */

const limits = { lists: siteConfig.limits.wishLists, wishes: siteConfig.limits.wishesPerList };

/** The hearts of a signed-in shopper: wished variant ids over all lists, newest first, each once. */
export function wishedVariantIds(db: DB, userId: number): Promise<number[]> {
  return findWishedVariantIds(db, userId, limits.lists * limits.wishes);
}

/** True when the variant exists (a guest's heart checks it before keeping the id). */
export async function variantExists(db: DB, variantId: number): Promise<boolean> {
  return (await existingVariantIds(db, [variantId])).length > 0;
}

/** The shopper's default list, made when missing (a parallel request making it first wins). */
export async function defaultListId(db: DB, userId: number, now: Date): Promise<number> {
  const found = await findDefaultListId(db, userId);
  if (found !== undefined) return found;
  await insertDefaultList(db, userId, now);
  const made = await findDefaultListId(db, userId);
  if (made === undefined) throw new Error(`wish list: no default list for user ${userId}`);
  return made;
}

export type WishWant = "toggle" | "add" | "remove";

/**
 * The heart: adds or removes the variant for a signed-in shopper. `added` says a wish was made
 * (the `add_to_wishlist` event), `wished` the heart's state after.
 */
export async function setWish(db: DB, userId: number, variantId: number, want: WishWant, now: Date): Promise<Result<{ added: boolean; wished: boolean }, WishlistErrorCode>> {
  const wished = await findWishedVariantIds(db, userId, limits.lists * limits.wishes);
  const action = want === "toggle" ? toggleAction(wished, variantId) : want;
  if (action === "remove") {
    await deleteWishFromUserLists(db, userId, variantId);
    return ok({ added: false, wished: false });
  }
  if (wished.includes(variantId)) return ok({ added: false, wished: true });
  if ((await existingVariantIds(db, [variantId])).length === 0) return fail("wishlist:errors.variantNotFound");
  const listId = await defaultListId(db, userId, now);
  // The cap is counted in the insert; on PostgreSQL adds to one list take turns so the count holds.
  const inserted = await inTransaction(db, (trx) => insertWishGuarded(trx, listId, variantId, limits.wishes, now), { queueOn: [`wish-list:${listId}`] });
  if (inserted) {
    await recordWishAdd(db, userId, variantId, now);
    return ok({ added: true, wished: true });
  }
  // Not inserted: a parallel toggle added it first (fine), or the list is full.
  const there = (await findListVariantIds(db, listId)).includes(variantId);
  return there ? ok({ added: false, wished: true }) : fail("wishlist:errors.tooManyWishes", { max: limits.wishes });
}

/**
 * A guest's heart: the guest state's wished ids after the change (newest first, within the cap),
 * and the heart's state. An add of a variant that does not exist is refused; an add records the
 * `add_to_wishlist` event as a signed-in one does.
 */
export async function setGuestWish(
  db: DB,
  wishedIds: readonly number[],
  variantId: number,
  want: WishWant,
  now: Date,
): Promise<Result<{ ids: number[]; wished: boolean }, WishlistErrorCode>> {
  const action = want === "toggle" ? toggleAction(wishedIds, variantId) : want;
  const adding = action === "add" && !wishedIds.includes(variantId);
  if (adding && !(await variantExists(db, variantId))) return fail("wishlist:errors.variantNotFound");
  const next = toggleGuestWishes(wishedIds, variantId, action, limits.wishes);
  if (next.full) return fail("wishlist:errors.tooManyWishes", { max: limits.wishes });
  if (adding) await recordWishAdd(db, null, variantId, now);
  return ok({ ids: next.wished, wished: action === "add" });
}

/** storefront-spec.md §7 'wish add': currency MNT, the user only when signed in. Never throws. */
export async function recordWishAdd(db: DB, userId: number | null, variantId: number, now: Date): Promise<void> {
  try {
    const [row] = await findWishedVariants(db, [variantId]);
    if (!row) return;
    const price = effectivePrice(row, now).selling_price;
    await recordEvent(
      db,
      "add_to_wishlist",
      {
        currency: "MNT",
        value: price,
        items: [{ item_id: row.sku, item_name: row.name_en, item_brand: row.brand_name_latin, price, quantity: 1 }],
        ...(userId !== null ? { user_id: userId } : {}),
      },
      now,
    );
  } catch (error) {
    console.error("[analytics] add_to_wishlist not recorded", error);
  }
}

/**
 * At sign-in or sign-up the guest's wishes (newest first) join the default list: deduplicated,
 * in the guest's order, placed first, within the list's cap. Ids of variants that no longer
 * exist are dropped.
 */
export async function adoptGuestWishes(db: DB, userId: number, variantIds: readonly number[], now: Date): Promise<void> {
  if (variantIds.length === 0) return;
  const known = new Set(await existingVariantIds(db, [...variantIds]));
  const guest = variantIds.filter((id) => known.has(id));
  if (guest.length === 0) return;
  await inTransaction(db, async (trx) => {
    const listId = await defaultListId(trx, userId, now);
    const inList = await findListVariantIds(trx, listId);
    for (const variantId of guestWishesToAdopt(guest, inList, limits.wishes - inList.length)) {
      await insertWishGuarded(trx, listId, variantId, limits.wishes, now);
    }
  });
}

function summary(row: WishListRow): WishListSummary {
  return { id: row.id, name: row.name, isDefault: row.default_of !== null, count: row.count, shareToken: row.share_token };
}

function toView(row: WishedVariantRow, locale: Lng, now: Date): WishView {
  const price = effectivePrice(row, now);
  const onHand = Math.max(0, Number(row.on_hand ?? 0));
  return {
    variantId: row.variant_id,
    productId: row.product_id,
    slug: row.slug,
    name: localized(row, "name", locale),
    brand: locale === "en" ? row.brand_name_latin : row.brand_name,
    image: row.variant_image ?? row.product_image,
    price: price.price,
    sellingPrice: price.selling_price,
    salePercent: price.sale_percent,
    stock: stockLabel(onHand, siteConfig.limits.lowStockThreshold),
    maxQuantity: isPurchasable(row, now) ? onHand : 0,
  };
}

/** The variants, in the order given, with live prices and stock; ids that no longer exist are left out. */
export async function wishViews(db: DB, variantIds: readonly number[], locale: Lng, now: Date): Promise<WishView[]> {
  const rows = new Map((await findWishedVariants(db, [...variantIds])).map((r) => [r.variant_id, r]));
  return variantIds.flatMap((id) => {
    const row = rows.get(id);
    return row ? [toView(row, locale, now)] : [];
  });
}

/**
 * The account's wish-list page: every list, and one list's wishes (the asked one, else the
 * first). An asked list the shopper does not own is not found.
 */
export async function wishListPage(db: DB, userId: number, listId: number | null, locale: Lng, now: Date): Promise<Result<WishListPage, "wishlist:errors.listNotFound">> {
  if (listId === null) await defaultListId(db, userId, now);
  const lists = (await findListsOfUser(db, userId)).map(summary);
  const current = listId === null ? lists[0] : lists.find((l) => l.id === listId);
  if (!current) return listId === null ? ok({ lists, current: null }) : fail("wishlist:errors.listNotFound");
  const wishes = await wishViews(db, await findListVariantIds(db, current.id), locale, now);
  return ok({ lists, current: { ...current, wishes } });
}

/** A shared list for anyone holding its token: its name and wishes, nothing of the owner. */
export async function sharedWishList(db: DB, token: string, locale: Lng, now: Date): Promise<{ name: string | null; wishes: WishView[] } | null> {
  const list = await findListByShareToken(db, token);
  if (!list) return null;
  return { name: list.name, wishes: await wishViews(db, await findListVariantIds(db, list.id), locale, now) };
}

async function ownList(db: DB, userId: number, listId: number): Promise<Result<WishListRow, "wishlist:errors.listNotFound">> {
  const list = await findOwnList(db, userId, listId);
  return list ? ok(list) : fail("wishlist:errors.listNotFound");
}

export async function createWishList(db: DB, userId: number, name: string, now: Date): Promise<Result<{ listId: number }, WishlistErrorCode>> {
  await defaultListId(db, userId, now);
  const listId = await inTransaction(db, (trx) => insertListGuarded(trx, userId, cleanListName(name), limits.lists, now), { queueOn: [`wish-lists:${userId}`] });
  return listId === null ? fail("wishlist:errors.tooManyLists", { max: limits.lists }) : ok({ listId });
}

export async function renameWishList(db: DB, userId: number, listId: number, name: string, now: Date): Promise<Result<null, WishlistErrorCode>> {
  const list = await ownList(db, userId, listId);
  if (!list.ok) return list;
  await renameList(db, listId, cleanListName(name), now);
  return ok(null);
}

/** Deletes a list and its wishes. The default list may go too: a new one is made on the next wish. */
export async function deleteWishList(db: DB, userId: number, listId: number): Promise<Result<null, WishlistErrorCode>> {
  const list = await ownList(db, userId, listId);
  if (!list.ok) return list;
  await inTransaction(db, (trx) => deleteList(trx, listId));
  return ok(null);
}

export async function emptyWishList(db: DB, userId: number, listId: number): Promise<Result<{ removed: number }, WishlistErrorCode>> {
  const list = await ownList(db, userId, listId);
  if (!list.ok) return list;
  return ok({ removed: await deleteWishesOfList(db, listId) });
}

export async function removeWish(db: DB, userId: number, listId: number, variantId: number): Promise<Result<null, WishlistErrorCode>> {
  const list = await ownList(db, userId, listId);
  if (!list.ok) return list;
  return (await deleteWish(db, listId, variantId)) > 0 ? ok(null) : fail("wishlist:errors.wishNotFound");
}

/** Moves a wish to another of the shopper's lists, placed first there. */
export async function moveWish(db: DB, userId: number, input: { listId: number; variantId: number; toListId: number }, now: Date): Promise<Result<null, WishlistErrorCode>> {
  if (input.listId === input.toListId) return fail("wishlist:errors.sameList");
  const [from, to] = await Promise.all([ownList(db, userId, input.listId), ownList(db, userId, input.toListId)]);
  if (!from.ok) return from;
  if (!to.ok) return to;
  return inTransaction(db, async (trx): Promise<Result<null, WishlistErrorCode>> => {
    if (!(await findListVariantIds(trx, input.listId)).includes(input.variantId)) return fail("wishlist:errors.wishNotFound");
    if ((await findListVariantIds(trx, input.toListId)).includes(input.variantId)) {
      await bumpWish(trx, input.toListId, input.variantId);
    } else if (!(await insertWishGuarded(trx, input.toListId, input.variantId, limits.wishes, now))) {
      return fail("wishlist:errors.tooManyWishes", { max: limits.wishes });
    }
    await deleteWish(trx, input.listId, input.variantId);
    return ok(null);
  });
}

/** 'Wish to cart': one of the wish into the shopper's cart, with the cart's own stock rules. The wish stays. */
export async function wishToCart(db: DB, userId: number, listId: number, variantId: number, locale: Lng, now: Date): Promise<Result<{ itemCount: number }, WishlistErrorCode | CartErrorCode>> {
  const list = await ownList(db, userId, listId);
  if (!list.ok) return list;
  if (!(await findListVariantIds(db, listId)).includes(variantId)) return fail("wishlist:errors.wishNotFound");
  const added = await addToCart(db, { userId, cartToken: null }, { variantId, quantity: 1 }, locale, now);
  return added.ok ? ok({ itemCount: added.value.cart.itemCount }) : added;
}

/** Shares a list by a new unguessable token (a list already shared keeps its link). */
export async function shareWishList(db: DB, userId: number, listId: number, now: Date): Promise<Result<{ token: string }, WishlistErrorCode>> {
  const list = await ownList(db, userId, listId);
  if (!list.ok) return list;
  if (list.value.share_token) return ok({ token: list.value.share_token });
  const token = randomBytes(24).toString("base64url");
  await setShareToken(db, listId, token, now);
  return ok({ token });
}

/** Revokes the share link: the old address answers 404 from now on. */
export async function unshareWishList(db: DB, userId: number, listId: number, now: Date): Promise<Result<null, WishlistErrorCode>> {
  const list = await ownList(db, userId, listId);
  if (!list.ok) return list;
  await setShareToken(db, listId, null, now);
  return ok(null);
}


type ManageResult = Result<{ showList: number | null }, WishlistErrorCode | CartErrorCode>;

const showing = <E extends string>(result: Result<unknown, E>, showList: number | null): Result<{ showList: number | null }, E> =>
  result.ok ? ok({ showList }) : result;

/**
 * One form posted on the account's wish-list page: the change, and the list to show after it
 * (the new one, the one changed, or null for the first when the list itself went away).
 */
export async function manageWishList(db: DB, userId: number, input: WishListManageInput, locale: Lng, now: Date): Promise<ManageResult> {
  switch (input.intent) {
    case "create": {
      const created = await createWishList(db, userId, input.name, now);
      return created.ok ? ok({ showList: created.value.listId }) : created;
    }
    case "rename":
      return showing(await renameWishList(db, userId, input.listId, input.name, now), input.listId);
    case "delete":
      return showing(await deleteWishList(db, userId, input.listId), null);
    case "empty":
      return showing(await emptyWishList(db, userId, input.listId), input.listId);
    case "remove":
      return showing(await removeWish(db, userId, input.listId, input.variantId), input.listId);
    case "move":
      return showing(await moveWish(db, userId, input, now), input.listId);
    case "toCart":
      return showing(await wishToCart(db, userId, input.listId, input.variantId, locale, now), input.listId);
    case "share":
      return showing(await shareWishList(db, userId, input.listId, now), input.listId);
    case "unshare":
      return showing(await unshareWishList(db, userId, input.listId, now), input.listId);
  }
}

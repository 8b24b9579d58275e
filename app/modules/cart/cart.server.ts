import type { DB } from "~/db/client.server";
import type { Lng } from "~/i18n";
import {
  deleteLine,
  deleteOrder,
  findCartLines,
  findCurrentOrderByToken,
  findCurrentOrderByUser,
  findLineInOrder,
  findOrderLinesForReorder,
  findVariantForCart,
  insertCartOrder,
  isOneCurrentOrderViolation,
  mergeOrderLines,
  recomputeOrderTotals,
  backToCart,
  setLineQuantityGuarded,
  upsertLineGuarded,
  variantQuantityInOrder,
  type CurrentOrderRow,
} from "./queries.server";
import { cartTotals, validateLineQuantity } from "./domain/cart-totals";
import { effectivePrice, isPurchasable, parseVariantOptions, variantOptionLabels } from "~/modules/catalog";
import { fail, ok, type Failure, type Result } from "~/kernel/result";
import type { CartErrorCode } from "./status";
import type { CartLineView, CartView } from "./view-models";
import { localized } from "~/kernel/localized";

/**
 * The cart service (docs/decisions/020-cart-is-the-current-order.md). The cart is the owner's
 * current order: a signed-in user's order in a current state (cart, checkout_*), or for a guest the
 * order whose token matches the cookie and that no user owns. Placed orders are never the cart
 * (storefront-spec.md §4 States and transitions: a 'complete' order is treated as absent, a new
 * cart starts).
 */

export interface CartOwner {
  userId: number | null;
  cartToken: string | null;
}

/** A refused cart change; `values.count` says how many can still be added when that is the reason. */
type CartFailure = Failure<CartErrorCode>;

/** The owner's current order (the cart): the one way to find it, also used by checkout. */
export async function findOrder(db: DB, owner: CartOwner): Promise<CurrentOrderRow | undefined> {
  if (owner.userId !== null) return findCurrentOrderByUser(db, owner.userId);
  if (owner.cartToken) return findCurrentOrderByToken(db, owner.cartToken);
  return undefined;
}

/** The owner's cart, creating it when missing; `created` tells whether a new guest token was made. */
async function findOrCreateOrder(db: DB, owner: CartOwner, now: Date): Promise<{ order: CurrentOrderRow; created: boolean }> {
  const existing = await findOrder(db, owner);
  if (existing) return { order: existing, created: false };
  try {
    return { order: await insertCartOrder(db, owner.userId, now), created: true };
  } catch (error) {
    // A parallel request created the user's current order first: use that one.
    if (owner.userId !== null && isOneCurrentOrderViolation(error)) {
      const winner = await findCurrentOrderByUser(db, owner.userId);
      if (winner) return { order: winner, created: false };
    }
    throw error;
  }
}

async function buildView(db: DB, order: CurrentOrderRow, locale: Lng, now: Date): Promise<CartView> {
  const rows = await findCartLines(db, order.id);
  const stale = rows.some((r) => effectivePrice(r, now).selling_price !== r.unit_price);
  const lines = rows.map((r) => {
    const unitPrice = effectivePrice(r, now).selling_price;
    return {
      id: r.id,
      variantId: r.variant_id,
      productId: r.product_id,
      slug: r.slug,
      name: localized(r, "name", locale),
      brand: locale === "en" ? r.brand_name_latin : r.brand_name,
      sku: r.sku,
      options: variantOptionLabels(parseVariantOptions(r.variant_options), locale),
      image: r.variant_image ?? r.product_image,
      gift: r.gift === 1,
      quantity: r.quantity,
      unitPrice,
      lineTotal: unitPrice * r.quantity,
      available: Math.max(0, Number(r.on_hand ?? 0)),
    } satisfies CartLineView;
  });
  const totals = cartTotals({ lines, delivery: 0, discounts: 0, storeCredit: 0 });
  if (stale || totals.itemsTotal !== order.item_total || totals.itemCount !== order.item_count || totals.vatIncluded !== order.tax_total) {
    // Prices moved (a sale started or ended) or totals drifted: keep the stored order in step with what is shown.
    await recomputeOrderTotals(db, order.id, now);
  }
  return {
    orderId: order.id,
    number: order.number,
    token: order.token,
    state: order.state,
    lines,
    itemCount: totals.itemCount,
    itemTotal: totals.itemsTotal,
    total: totals.total,
    vatIncluded: totals.vatIncluded,
  };
}

export async function currentCart(db: DB, owner: CartOwner, locale: Lng, now: Date): Promise<CartView | null> {
  const order = await findOrder(db, owner);
  return order ? buildView(db, order, locale, now) : null;
}

export async function cartItemCount(db: DB, owner: CartOwner): Promise<number> {
  const order = await findOrder(db, owner);
  return order?.item_count ?? 0;
}

/** Creates the cart on first add; returns the token to store in the guest's cookie when one was created. */
export async function addToCart(
  db: DB,
  owner: CartOwner,
  input: { variantId: number; quantity: number; gift?: boolean },
  locale: Lng,
  now: Date,
): Promise<Result<{ cart: CartView; newCartToken: string | null }, CartErrorCode>> {
  const variant = await findVariantForCart(db, input.variantId);
  if (!variant) return fail("cart.errors.variantNotFound");
  const onHand = Math.max(0, Number(variant.on_hand ?? 0));
  const purchasable = isPurchasable(variant, now);

  // Check the item and the quantity before creating a cart, so a refused add leaves nothing behind.
  const existingOrder = await findOrder(db, owner);
  const already = existingOrder ? await variantQuantityInOrder(db, existingOrder.id, variant.id) : 0;
  const checked = validateLineQuantity({ requested: input.quantity, onHand: onHand - already, purchasable });
  if (!checked.ok) return notAvailable(checked, onHand, already);

  const { order, created } = existingOrder ? { order: existingOrder, created: false } : await findOrCreateOrder(db, owner, now);
  const unitPrice = effectivePrice(variant, now).selling_price;
  const lineId = await upsertLineGuarded(db, {
    orderId: order.id,
    variantId: variant.id,
    quantity: checked.quantity,
    unitPrice,
    gift: input.gift === true,
    maxTotal: onHand,
    now,
  });
  if (lineId === null) {
    // A parallel add took what was left: say what can still be added.
    const inOrder = await variantQuantityInOrder(db, order.id, variant.id);
    const retry = validateLineQuantity({ requested: checked.quantity, onHand: onHand - inOrder, purchasable });
    return notAvailable(retry.ok ? { ok: false, error: "cart.errors.quantityNotAvailable", available: Math.max(0, onHand - inOrder) } : retry, onHand, inOrder);
  }
  await backToCart(db, order.id, now);
  await recomputeOrderTotals(db, order.id, now);
  const cart = await buildView(db, (await findOrder(db, { userId: owner.userId, cartToken: order.token })) ?? order, locale, now);
  return ok({ cart, newCartToken: created && owner.userId === null ? order.token : null });
}

/**
 * Maps a refused quantity to the service's error. When the shopper already has some of the
 * variant in the cart and nothing more fits, the message is 'quantity not available' with 0
 * left to add, not 'out of stock'.
 */
function notAvailable(
  result: Exclude<ReturnType<typeof validateLineQuantity>, { ok: true }>,
  onHand: number,
  already: number,
): CartFailure {
  if (result.error === "cart.errors.outOfStock" && onHand > 0 && already > 0) return fail("cart.errors.quantityNotAvailable", { count: 0 });
  if (result.error === "cart.errors.quantityNotAvailable") return fail(result.error, { count: result.available });
  return fail(result.error);
}

export async function setLineQuantity(
  db: DB,
  owner: CartOwner,
  lineId: number,
  quantity: number,
  locale: Lng,
  now: Date,
): Promise<Result<{ cart: CartView }, CartErrorCode>> {
  const order = await findOrder(db, owner);
  if (!order) return fail("cart.errors.lineNotFound");
  const line = await findLineInOrder(db, order.id, lineId);
  if (!line) return fail("cart.errors.lineNotFound");
  const variant = await findVariantForCart(db, line.variant_id);
  if (!variant) return fail("cart.errors.lineNotFound");
  const onHand = Math.max(0, Number(variant.on_hand ?? 0));
  const others = await variantQuantityInOrder(db, order.id, line.variant_id, line.id);
  const checked = validateLineQuantity({ requested: quantity, onHand: onHand - others, purchasable: isPurchasable(variant, now) });
  if (!checked.ok) return notAvailable(checked, onHand, others);
  const changed = await setLineQuantityGuarded(db, {
    orderId: order.id,
    lineId: line.id,
    quantity: checked.quantity,
    unitPrice: effectivePrice(variant, now).selling_price,
    maxTotal: onHand,
    now,
  });
  if (!changed) {
    if (!(await findLineInOrder(db, order.id, line.id))) return fail("cart.errors.lineNotFound");
    const left = Math.max(0, onHand - (await variantQuantityInOrder(db, order.id, line.variant_id, line.id)));
    return fail("cart.errors.quantityNotAvailable", { count: left });
  }
  await backToCart(db, order.id, now);
  await recomputeOrderTotals(db, order.id, now);
  return ok({ cart: await buildView(db, (await findOrder(db, owner)) ?? order, locale, now) });
}

export async function removeLine(
  db: DB,
  owner: CartOwner,
  lineId: number,
  locale: Lng,
  now: Date,
): Promise<Result<{ cart: CartView | null }, "cart.errors.lineNotFound">> {
  const order = await findOrder(db, owner);
  if (!order) return fail("cart.errors.lineNotFound");
  if (!(await deleteLine(db, order.id, lineId))) return fail("cart.errors.lineNotFound");
  await backToCart(db, order.id, now);
  await recomputeOrderTotals(db, order.id, now);
  return ok({ cart: await currentCart(db, owner, locale, now) });
}

/** At sign-in: the guest cart's lines join the user's current order (quantities add, capped by stock); the guest order is then removed. */
export async function mergeGuestCart(db: DB, userId: number, cartToken: string, now: Date): Promise<void> {
  const guest = await findCurrentOrderByToken(db, cartToken);
  if (!guest) return;
  if (guest.item_count === 0 && (await findCartLines(db, guest.id)).length === 0) {
    await deleteOrder(db, guest.id);
    return;
  }
  const { order } = await findOrCreateOrder(db, { userId, cartToken: null }, now);
  await mergeOrderLines(db, guest.id, order.id, now);
  await backToCart(db, order.id, now);
  await recomputeOrderTotals(db, order.id, now);
}

/** The variant and quantity of one of the owner's cart lines (for the remove_from_cart event). */
export async function lineVariant(db: DB, owner: CartOwner, lineId: number): Promise<{ variantId: number; quantity: number } | null> {
  const order = await findOrder(db, owner);
  const line = order ? await findLineInOrder(db, order.id, lineId) : undefined;
  return line ? { variantId: line.variant_id, quantity: line.quantity } : null;
}

export interface ReorderOutcome {
  /** Units put in the cart. */
  added: number;
  /** Products that could not go back at all (sold out, no longer sold), in the order's language. */
  missing: string[];
  /** Products that went back with fewer units than ordered (stock). */
  reduced: string[];
  newCartToken: string | null;
}

/**
 * Puts a placed order's lines back into the owner's cart: every line still sold, each capped by
 * what is in stock (after what the cart already holds), through the same guarded add as the buy
 * button, so reordering can never take more than there is.
 */
export async function reorder(db: DB, owner: CartOwner, orderId: number, locale: Lng, now: Date): Promise<ReorderOutcome> {
  const lines = await findOrderLinesForReorder(db, orderId);
  const outcome: ReorderOutcome = { added: 0, missing: [], reduced: [], newCartToken: null };
  let cartToken = owner.cartToken;
  for (const line of lines) {
    const name = localized(line, "name", locale);
    const current = { userId: owner.userId, cartToken };
    let result = await addToCart(db, current, { variantId: line.variant_id, quantity: line.quantity, gift: line.gift === 1 }, locale, now);
    const left = !result.ok && result.error === "cart.errors.quantityNotAvailable" ? Number(result.values?.count ?? 0) : 0;
    if (!result.ok && left > 0) result = await addToCart(db, current, { variantId: line.variant_id, quantity: left, gift: line.gift === 1 }, locale, now);
    if (!result.ok) {
      outcome.missing.push(name);
      continue;
    }
    if (left > 0) outcome.reduced.push(name);
    outcome.added += left > 0 ? left : line.quantity;
    if (result.value.newCartToken) {
      cartToken = result.value.newCartToken;
      outcome.newCartToken = cartToken;
    }
  }
  return outcome;
}

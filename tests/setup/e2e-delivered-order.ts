// Writes a delivered order of one product for one account straight into the e2e database, so a
// browser test has a shopper whose review is a verified purchase (tests/e2e/support/reviews.ts).
// Called through the fixture service (tests/setup/e2e-fixtures.ts), a second writer beside the
// server (WAL mode). Direct rows, not the checkout: the journey under test is the review, and checkout has its own specs.
//
// Input: {"email": string, "productSlug": string}
// The account is reused or created (confirmed e-mail) as e2e-session.ts does.
// Answers {"userId": number, "orderId": number, "orderNumber": string, "variantId": number}.
import { randomBytes, randomInt } from "node:crypto";
import type { DB } from "../../app/db/client.server";
import { shopNow } from "../../app/kernel/clock.server";
import { findUserByContact, insertUser } from "../../app/modules/accounts/queries/users.server";

interface Input {
  email: string;
  productSlug: string;
}

export async function createDeliveredOrder(db: DB, input: Input) {
  const email = input.email?.trim().toLowerCase();
  if (!email || !input.productSlug) throw new Error("e2e-delivered-order needs an email and a productSlug");

  const now = shopNow();
  const user = (await findUserByContact(db, "email", email)) ?? (await insertUser(db, { email, emailConfirmed: true, locale: "mn" }, now));
  const variant = await db
    .selectFrom("variants")
    .innerJoin("products", "products.id", "variants.product_id")
    .where("products.slug", "=", input.productSlug)
    .orderBy("variants.is_master", "desc")
    .orderBy("variants.id")
    .select(["variants.id", "variants.price"])
    .executeTakeFirst();
  if (!variant) throw new Error(`no product with the slug ${input.productSlug}`);
  // Placed a week before the shop's clock, delivered two days later: every "delivered" rule sees it.
  const placed = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const delivered = new Date(now.getTime() - 5 * 86_400_000).toISOString();
  const number = `R${String(randomInt(100_000_000, 1_000_000_000))}`;
  const order = await db
    .insertInto("orders")
    .values({
      number,
      token: randomBytes(18).toString("base64url"),
      user_id: user.id,
      state: "delivered",
      item_total: variant.price,
      total: variant.price,
      paid_total: variant.price,
      item_count: 1,
      email,
      locale: "mn",
      delivery_type: "pickup",
      payment_method: "card",
      created_at: placed,
      updated_at: delivered,
      completed_at: placed,
      placed_at: placed,
      delivered_at: delivered,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("line_items")
    .values({ order_id: order.id, variant_id: variant.id, quantity: 1, unit_price: variant.price, created_at: placed, updated_at: placed })
    .execute();
  return { userId: user.id, orderId: order.id, orderNumber: number, variantId: variant.id };
}

import { sql, type Kysely } from "kysely";
import { autoId } from "./portable";

/**
 * Orders (storefront-spec.md §3): the cart is the shopper's current order
 * (docs/decisions/020-cart-is-the-current-order.md). Money columns are integer tugrik.
 *
 * - `number`: human order number, "R" + 9 random digits (unique; retried on collision).
 * - `token`: 32+ random url-safe characters; a guest's cart cookie and guest access to the order.
 * - `adjustment_total`: discounts applied, stored as a POSITIVE amount (>= 0) that is
 *   subtracted (same convention as `cartTotals().discounts`).
 * - `tax_total`: VAT included in the prices (10%), not added on top.
 * - A user has at most one current order (cart / checkout_*): a partial unique index.
 *
 * The state list is copied from app/modules/orders/domain/order-states.ts (ORDER_STATES): a migration
 * must not change when the code does, so a new state needs a new migration.
 */
const ORDER_STATES = [
  "cart",
  "checkout_address",
  "checkout_payment",
  "pending",
  "payment_pending",
  "awaiting_bank_transfer",
  "payment_failed",
  "overdue",
  "paid",
  "confirmed",
  "ready_to_deliver",
  "shipped",
  "out_for_delivery",
  "delivered",
  "completed",
  "canceled",
  "expired",
  "returned",
];

const money = (name: string) => sql.raw(`${name} >= 0`);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("orders")
    .addColumn("id", "integer", autoId(db))
    .addColumn("number", "varchar(16)", (c) => c.notNull().unique())
    .addColumn("token", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("state", "varchar(32)", (c) =>
      c
        .notNull()
        .defaultTo("cart")
        .check(sql`state in (${sql.join(ORDER_STATES.map((s) => sql.lit(s)))})`),
    )
    .addColumn("item_total", "integer", (c) => c.notNull().defaultTo(0).check(money("item_total")))
    .addColumn("ship_total", "integer", (c) => c.notNull().defaultTo(0).check(money("ship_total")))
    .addColumn("adjustment_total", "integer", (c) => c.notNull().defaultTo(0).check(money("adjustment_total")))
    .addColumn("tax_total", "integer", (c) => c.notNull().defaultTo(0).check(money("tax_total")))
    .addColumn("total", "integer", (c) => c.notNull().defaultTo(0).check(money("total")))
    .addColumn("item_count", "integer", (c) => c.notNull().defaultTo(0).check(money("item_count")))
    .addColumn("currency", "varchar(3)", (c) => c.notNull().defaultTo("MNT"))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .addColumn("completed_at", "varchar(32)")
    .execute();
  await db.schema.createIndex("orders_by_user_state").on("orders").columns(["user_id", "state"]).execute();
  await sql`create unique index orders_one_current_per_user on orders(user_id) where user_id is not null and state in ('cart','checkout_address','checkout_payment')`.execute(
    db,
  );

  await db.schema
    .createTable("line_items")
    .addColumn("id", "integer", autoId(db))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("variant_id", "integer", (c) => c.notNull().references("variants.id"))
    .addColumn("quantity", "integer", (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn("unit_price", "integer", (c) => c.notNull().check(sql`unit_price >= 0`))
    .addColumn("gift", "integer", (c) => c.notNull().defaultTo(0).check(sql`gift in (0, 1)`))
    .addColumn("options", "text", (c) => c.notNull().defaultTo(sql`'[]'`))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .addUniqueConstraint("line_items_order_variant_gift", ["order_id", "variant_id", "gift"])
    .execute();
  await db.schema.createIndex("line_items_by_variant").on("line_items").column("variant_id").execute();

  await db.schema
    .createTable("stock_movements")
    .addColumn("id", "integer", autoId(db))
    .addColumn("variant_id", "integer", (c) => c.notNull().references("variants.id"))
    .addColumn("stock_location_id", "integer", (c) => c.notNull().references("stock_locations.id"))
    .addColumn("quantity", "integer", (c) => c.notNull().check(sql`quantity <> 0`))
    .addColumn("reason", "varchar(16)", (c) => c.notNull().check(sql`reason in ('order', 'cancel', 'expire', 'adjust')`))
    .addColumn("order_id", "integer", (c) => c.references("orders.id"))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("stock_movements_by_order").on("stock_movements").column("order_id").execute();
  await db.schema.createIndex("stock_movements_by_variant").on("stock_movements").column("variant_id").execute();

  await db.schema
    .createTable("idempotency_keys")
    .addColumn("key", "varchar(128)", (c) => c.primaryKey())
    .addColumn("scope", "varchar(32)", (c) => c.notNull())
    .addColumn("order_id", "integer", (c) => c.references("orders.id"))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("idempotency_keys").execute();
  await db.schema.dropTable("stock_movements").execute();
  await db.schema.dropTable("line_items").execute();
  await db.schema.dropTable("orders").execute();
}

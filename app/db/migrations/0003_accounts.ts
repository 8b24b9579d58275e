import { sql, type Kysely } from "kysely";
import { autoId } from "./portable";

/**
 * Accounts: users and their sign-in identities, database-backed sessions (the cookie holds
 * only an opaque token whose hash is the row id), one-time codes (hashed, single-use,
 * attempt-limited), a general rate-limit ledger, the message outbox (every e-mail and SMS is
 * written here first and delivered after the request's transaction), and the buyer's
 * addresses, organisations and bank accounts.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "integer", autoId(db))
    .addColumn("email", "varchar(254)", (c) => c.unique())
    .addColumn("email_confirmed_at", "varchar(32)")
    .addColumn("pending_email", "varchar(254)")
    .addColumn("phone", "varchar(16)", (c) => c.unique())
    .addColumn("phone_confirmed_at", "varchar(32)")
    .addColumn("pending_phone", "varchar(16)")
    .addColumn("name", "varchar(120)", (c) => c.notNull().defaultTo(""))
    .addColumn("first_name", "varchar(60)", (c) => c.notNull().defaultTo(""))
    .addColumn("last_name", "varchar(60)", (c) => c.notNull().defaultTo(""))
    .addColumn("gender", "varchar(8)", (c) => c.check(sql`gender in ('male', 'female')`))
    .addColumn("password_hash", "varchar(255)")
    .addColumn("password_changed_at", "varchar(32)")
    .addColumn("role", "varchar(16)", (c) => c.notNull().defaultTo("customer").check(sql`role in ('customer', 'staff', 'admin')`))
    .addColumn("avatar_file", "varchar(80)")
    .addColumn("loyalty_points", "integer", (c) => c.notNull().defaultTo(0).check(sql`loyalty_points >= 0`))
    .addColumn("locale", "varchar(8)", (c) => c.notNull().defaultTo("mn"))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("user_identities")
    .addColumn("id", "integer", autoId(db))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("provider", "varchar(40)", (c) => c.notNull())
    .addColumn("subject", "varchar(255)", (c) => c.notNull())
    .addColumn("email", "varchar(254)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addUniqueConstraint("user_identities_provider_subject", ["provider", "subject"])
    .execute();
  await db.schema.createIndex("user_identities_by_user").on("user_identities").column("user_id").execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "varchar(64)", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("last_seen_at", "varchar(32)", (c) => c.notNull())
    .addColumn("expires_at", "varchar(32)", (c) => c.notNull())
    .addColumn("revoked_at", "varchar(32)")
    .addColumn("revoked_reason", "varchar(32)")
    .addColumn("user_agent", "varchar(255)", (c) => c.notNull().defaultTo(""))
    .addColumn("ip", "varchar(64)", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.createIndex("sessions_by_user").on("sessions").columns(["user_id", "revoked_at"]).execute();

  await db.schema
    .createTable("verification_codes")
    .addColumn("id", "integer", autoId(db))
    .addColumn("purpose", "varchar(24)", (c) =>
      c.notNull().check(sql`purpose in ('login', 'password_reset', 'confirm_email', 'confirm_phone', 'link_identity')`),
    )
    .addColumn("channel", "varchar(8)", (c) => c.notNull().check(sql`channel in ('email', 'sms')`))
    .addColumn("destination", "varchar(254)", (c) => c.notNull())
    .addColumn("code_hash", "varchar(64)", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("payload", "text")
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0).check(sql`attempts >= 0`))
    .addColumn("ip", "varchar(64)", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("expires_at", "varchar(32)", (c) => c.notNull())
    .addColumn("consumed_at", "varchar(32)")
    .execute();
  await db.schema
    .createIndex("verification_codes_by_destination")
    .on("verification_codes")
    .columns(["destination", "created_at"])
    .execute();
  await db.schema.createIndex("verification_codes_by_ip").on("verification_codes").columns(["ip", "created_at"]).execute();

  await db.schema
    .createTable("rate_limit_hits")
    .addColumn("id", "integer", autoId(db))
    .addColumn("bucket", "varchar(300)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("rate_limit_hits_by_bucket").on("rate_limit_hits").columns(["bucket", "created_at"]).execute();

  await db.schema
    .createTable("outbox_messages")
    .addColumn("id", "integer", autoId(db))
    .addColumn("channel", "varchar(8)", (c) => c.notNull().check(sql`channel in ('email', 'sms')`))
    .addColumn("recipient", "varchar(254)", (c) => c.notNull())
    .addColumn("subject", "varchar(255)", (c) => c.notNull().defaultTo(""))
    .addColumn("body_text", "text", (c) => c.notNull())
    .addColumn("body_html", "text")
    .addColumn("status", "varchar(12)", (c) =>
      c.notNull().defaultTo("pending").check(sql`status in ('pending', 'sending', 'sent', 'failed', 'kept')`),
    )
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_error", "text")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("sent_at", "varchar(32)")
    .execute();
  await db.schema.createIndex("outbox_messages_by_status").on("outbox_messages").columns(["status", "id"]).execute();

  await db.schema
    .createTable("addresses")
    .addColumn("id", "integer", autoId(db))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("country", "varchar(2)", (c) => c.notNull().defaultTo("MN"))
    .addColumn("city", "varchar(80)", (c) => c.notNull())
    .addColumn("district", "varchar(80)", (c) => c.notNull())
    .addColumn("khoroo", "varchar(80)", (c) => c.notNull())
    .addColumn("street", "varchar(160)", (c) => c.notNull().defaultTo(""))
    .addColumn("detail", "varchar(500)", (c) => c.notNull())
    .addColumn("zip", "varchar(10)", (c) => c.notNull().defaultTo(""))
    .addColumn("is_default", "integer", (c) => c.notNull().defaultTo(0).check(sql`is_default in (0, 1)`))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("addresses_by_user").on("addresses").column("user_id").execute();
  // At most one default address per user, enforced by the database.
  await sql`create unique index addresses_one_default on addresses (user_id) where is_default = 1`.execute(db);

  await db.schema
    .createTable("organisations")
    .addColumn("id", "integer", autoId(db))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "varchar(200)", (c) => c.notNull())
    .addColumn("registry_number", "varchar(7)", (c) => c.notNull())
    .addColumn("address", "varchar(500)", (c) => c.notNull().defaultTo(""))
    .addColumn("phone", "varchar(16)", (c) => c.notNull().defaultTo(""))
    .addColumn("contact_person", "varchar(120)", (c) => c.notNull().defaultTo(""))
    .addColumn("employees", "integer", (c) => c.check(sql`employees is null or employees >= 0`))
    .addColumn("industry", "varchar(120)", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .addUniqueConstraint("organisations_user_registry", ["user_id", "registry_number"])
    .execute();

  await db.schema
    .createTable("bank_accounts")
    .addColumn("id", "integer", autoId(db))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("account_name", "varchar(120)", (c) => c.notNull())
    .addColumn("account_number", "varchar(34)", (c) => c.notNull())
    .addColumn("bank", "varchar(40)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addUniqueConstraint("bank_accounts_user_number", ["user_id", "account_number"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "bank_accounts",
    "organisations",
    "addresses",
    "outbox_messages",
    "rate_limit_hits",
    "verification_codes",
    "sessions",
    "user_identities",
    "users",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

import { sql } from "kysely";
import type { DB } from "~/db/client.server";
import type { Address } from "~/db/schema";

export type { Address };

/**
 * The buyer's delivery addresses. Every read and write names the owner: a row of another
 * user is never found, changed or deleted. At most one default per user is enforced by the
 * partial UNIQUE index addresses_one_default (migration 0003).
 */
export interface AddressFields {
  country: string;
  city: string;
  district: string;
  khoroo: string;
  street: string;
  detail: string;
  zip: string;
}

export function listAddresses(db: DB, userId: number): Promise<Address[]> {
  return db
    .selectFrom("addresses")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("is_default", "desc")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

export function findAddress(db: DB, userId: number, id: number): Promise<Address | undefined> {
  return db.selectFrom("addresses").selectAll().where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
}

export async function countAddresses(db: DB, userId: number): Promise<number> {
  const row = await db
    .selectFrom("addresses")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Inserts an address; it becomes the default when the user has none (so the first one does). */
export function insertAddress(db: DB, userId: number, fields: AddressFields, now: Date): Promise<Address> {
  const stamp = now.toISOString();
  return db
    .insertInto("addresses")
    .values({
      user_id: userId,
      ...fields,
      is_default: sql<number>`case when exists (select 1 from addresses where user_id = ${userId} and is_default = 1) then 0 else 1 end`,
      created_at: stamp,
      updated_at: stamp,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** True when the owner's row was changed. */
export async function updateAddress(db: DB, userId: number, id: number, fields: AddressFields, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("addresses")
    .set({ ...fields, updated_at: now.toISOString() })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Clears the owner's default flag (call inside the transaction that sets the new one). */
export async function clearDefaultAddress(db: DB, userId: number, now: Date): Promise<void> {
  await db
    .updateTable("addresses")
    .set({ is_default: 0, updated_at: now.toISOString() })
    .where("user_id", "=", userId)
    .where("is_default", "=", 1)
    .execute();
}

export async function markDefaultAddress(db: DB, userId: number, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("addresses")
    .set({ is_default: 1, updated_at: now.toISOString() })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes the owner's row; answers whether it existed and whether it was the default. */
export async function deleteAddressRow(db: DB, userId: number, id: number): Promise<{ deleted: boolean; wasDefault: boolean }> {
  const row = await db
    .deleteFrom("addresses")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .returning(["is_default"])
    .executeTakeFirst();
  return { deleted: Boolean(row), wasDefault: row?.is_default === 1 };
}

/** Makes the newest remaining address the default, if the user has any and none is default. */
export async function promoteNewestAddress(db: DB, userId: number, now: Date): Promise<number | null> {
  const newest = await db
    .selectFrom("addresses")
    .select("id")
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!newest) return null;
  await markDefaultAddress(db, userId, newest.id, now);
  return newest.id;
}

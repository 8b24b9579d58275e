import type { DB } from "~/db/client.server";
import type { SandboxPaymentTable } from "~/db/schema";

/** SQL of the payment simulators: their own book of payments (table sandbox_payments). */

type SandboxKind = SandboxPaymentTable["kind"];
type BookRow = Omit<SandboxPaymentTable, "data"> & { data: string };

export async function insertSandboxEntry(db: DB, row: BookRow): Promise<void> {
  await db.insertInto("sandbox_payments").values(row).execute();
}

export async function findSandboxEntry(db: DB, kind: SandboxKind, id: string) {
  return db.selectFrom("sandbox_payments").selectAll().where("kind", "=", kind).where("id", "=", id).executeTakeFirst();
}

/** The newest entry of this kind with the reference. */
export async function findSandboxEntryByReference(db: DB, kind: SandboxKind, reference: string) {
  return db
    .selectFrom("sandbox_payments")
    .selectAll()
    .where("kind", "=", kind)
    .where("reference", "=", reference)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
}

/** One guarded statement: moves the entry to `to` only from one of `from`. True when it changed. */
export async function updateSandboxEntryState(
  db: DB,
  entry: { id: string; kind: SandboxKind },
  change: { from: readonly string[]; to: string; data: string; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable("sandbox_payments")
    .set({ state: change.to, data: change.data, updated_at: change.at })
    .where("id", "=", entry.id)
    .where("kind", "=", entry.kind)
    .where("state", "in", [...change.from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Entries of a kind in a state, newest first (the lender's open applications). */
export async function findSandboxEntriesInState(db: DB, kind: SandboxKind, state: string, limit: number) {
  return db
    .selectFrom("sandbox_payments")
    .selectAll()
    .where("kind", "=", kind)
    .where("state", "=", state)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** The QPay invoice whose data holds this payment id (digits only: the caller checks). */
export async function findQpayEntryByPaymentId(db: DB, paymentId: string) {
  return db
    .selectFrom("sandbox_payments")
    .selectAll()
    .where("kind", "=", "qpay")
    .where("data", "like", `%"payment_id":"${paymentId}"%`)
    .executeTakeFirst();
}

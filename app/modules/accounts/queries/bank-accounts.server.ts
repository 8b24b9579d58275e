import type { Selectable } from "kysely";
import type { DB } from "~/db/client.server";
import type { BankAccountTable } from "~/db/schema";

export type BankAccount = Selectable<BankAccountTable>;

/** The buyer's bank accounts; every statement is scoped by the owner. UNIQUE(user_id, account_number). */
export interface BankAccountFields {
  accountName: string;
  accountNumber: string;
  bank: string;
}

export function listBankAccounts(db: DB, userId: number): Promise<BankAccount[]> {
  return db.selectFrom("bank_accounts").selectAll().where("user_id", "=", userId).orderBy("created_at", "asc").orderBy("id", "asc").execute();
}

export async function countBankAccounts(db: DB, userId: number): Promise<number> {
  const row = await db
    .selectFrom("bank_accounts")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Throws the database's UNIQUE violation for an account number the user already has. */
export function insertBankAccount(db: DB, userId: number, fields: BankAccountFields, now: Date): Promise<BankAccount> {
  return db
    .insertInto("bank_accounts")
    .values({
      user_id: userId,
      account_name: fields.accountName,
      account_number: fields.accountNumber,
      bank: fields.bank,
      created_at: now.toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteBankAccount(db: DB, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom("bank_accounts").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

import type { DB } from "~/db/client.server";
import { inTransaction } from "~/db/transactions.server";
import {
  countBankAccounts,
  deleteBankAccount,
  insertBankAccount,
  type BankAccount,
} from "./queries/bank-accounts.server";
import { isUniqueViolation } from "~/db/record-errors.server";
import { RECORD_LIMITS } from "./domain/organisations";
import type { BankAccountInput } from "./forms/bank-account-form";
import { fail, ok, type Result } from "~/kernel/result";

/** Bank accounts for refunds and invoices. An account number appears once per user (UNIQUE in the database). */
export type BankAccountError = "notFound" | "duplicateAccount" | "limitReached";

export async function addBankAccount(db: DB, userId: number, input: BankAccountInput, now: Date): Promise<Result<BankAccount, BankAccountError>> {
  try {
    return await inTransaction(db, async (trx) => {
      if ((await countBankAccounts(trx, userId)) >= RECORD_LIMITS.bankAccounts) return fail("limitReached" as const);
      return ok(await insertBankAccount(trx, userId, input, now));
    });
  } catch (error) {
    if (isUniqueViolation(error)) return fail("duplicateAccount");
    throw error;
  }
}

export async function removeBankAccount(db: DB, userId: number, id: number): Promise<Result<null, BankAccountError>> {
  return (await deleteBankAccount(db, userId, id)) ? ok(null) : fail("notFound");
}

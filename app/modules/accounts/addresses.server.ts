import type { DB } from "~/db/client.server";
import { inTransaction } from "~/db/transactions.server";
import {
  clearDefaultAddress,
  countAddresses,
  deleteAddressRow,
  insertAddress,
  listAddresses,
  markDefaultAddress,
  promoteNewestAddress,
  updateAddress as updateAddressRow,
  type Address,
  type AddressFields,
} from "./queries/addresses.server";
import { isUniqueViolation } from "~/db/record-errors.server";
import { RECORD_LIMITS } from "./domain/organisations";
import { isSameAddress } from "./domain/address-identity";
import { fail, ok, type Result } from "~/kernel/result";
import { withZip } from "~/modules/places/index.server";

/**
 * The address book's use cases. Default rules: the first address becomes the default;
 * making another the default swaps the flag in one transaction; deleting the default
 * promotes the newest remaining address in the same transaction.
 */
export type AddressError = "notFound" | "limitReached";

/** Thrown inside a transaction to roll it back when the row is not the user's. */
class NotFoundRollback extends Error {
  constructor() {
    super("address not found");
  }
}

export async function createAddress(db: DB, userId: number, given: AddressFields, now: Date): Promise<Result<Address, AddressError>> {
  // A zip code left empty is filled from the place the choices name (issue 21: the form works without JavaScript).
  const fields = await withZip(db, given);
  const attempt = () =>
    inTransaction(db, async (trx) => {
      if ((await countAddresses(trx, userId)) >= RECORD_LIMITS.addresses) return fail("limitReached" as const);
      return ok(await insertAddress(trx, userId, fields, now));
    });
  try {
    return await attempt();
  } catch (error) {
    // Another request made the user's first address at the same moment and took the default
    // flag (the partial UNIQUE index refused a second one): the retry stores this one as not default.
    if (!isUniqueViolation(error)) throw error;
    return attempt();
  }
}

/**
 * Saves an address the shopper used (the checkout's "save this address"), unless the book
 * already holds the same place (domain/address-identity.ts): then that row is the answer and
 * nothing is written. A full book is left as it is; the order keeps its own copy anyway.
 */
export async function saveAddressOnce(
  db: DB,
  userId: number,
  given: AddressFields,
  now: Date,
): Promise<Result<{ address: Address; created: boolean }, "limitReached">> {
  // Compared as it would be stored: with the zip code the khoroo names when none was typed.
  const fields = await withZip(db, given);
  const existing = (await listAddresses(db, userId)).find((address) => isSameAddress(address, fields));
  if (existing) return ok({ address: existing, created: false });
  const created = await createAddress(db, userId, fields, now);
  if (!created.ok) return fail("limitReached" as const);
  return ok({ address: created.value, created: true });
}

export async function editAddress(db: DB, userId: number, id: number, given: AddressFields, now: Date): Promise<Result<null, AddressError>> {
  const fields = await withZip(db, given);
  return (await updateAddressRow(db, userId, id, fields, now)) ? ok(null) : fail("notFound");
}

export async function makeDefaultAddress(db: DB, userId: number, id: number, now: Date): Promise<Result<null, AddressError>> {
  return inTransaction(db, async (trx) => {
    await clearDefaultAddress(trx, userId, now);
    if (!(await markDefaultAddress(trx, userId, id, now))) {
      // Not the user's address: undo the clear by rolling back.
      throw new NotFoundRollback();
    }
    return ok(null);
  }).catch((error: unknown) => {
    if (error instanceof NotFoundRollback) return fail("notFound" as const);
    throw error;
  });
}

export async function removeAddress(db: DB, userId: number, id: number, now: Date): Promise<Result<{ promotedId: number | null }, AddressError>> {
  return inTransaction(db, async (trx) => {
    const { deleted, wasDefault } = await deleteAddressRow(trx, userId, id);
    if (!deleted) return fail("notFound" as const);
    const promotedId = wasDefault ? await promoteNewestAddress(trx, userId, now) : null;
    return ok({ promotedId });
  });
}

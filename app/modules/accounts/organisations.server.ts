import type { DB } from "~/db/client.server";
import { inTransaction } from "~/db/transactions.server";
import {
  countOrganisations,
  deleteOrganisation,
  insertOrganisation,
  updateOrganisation,
  type Organisation,
  type OrganisationFields,
} from "./queries/organisations.server";
import { isUniqueViolation } from "~/db/record-errors.server";
import { RECORD_LIMITS } from "./domain/organisations";
import type { OrganisationInput } from "./forms/organisation-form";
import { fail, ok, type Result } from "~/kernel/result";

/** The organisation buyer's use cases. A registry number appears once per user (UNIQUE in the database). */
export type OrganisationError = "notFound" | "duplicateRegistry" | "limitReached";

export function organisationFields(input: OrganisationInput): OrganisationFields {
  return {
    name: input.name,
    registryNumber: input.registryNumber,
    address: input.address,
    phone: input.phone ?? "",
    contactPerson: input.contactPerson,
    employees: input.employees ?? null,
    industry: input.industry ?? "",
  };
}

export async function createOrganisation(
  db: DB,
  userId: number,
  input: OrganisationInput,
  now: Date,
): Promise<Result<Organisation, OrganisationError>> {
  try {
    return await inTransaction(db, async (trx) => {
      if ((await countOrganisations(trx, userId)) >= RECORD_LIMITS.organisations) return fail("limitReached" as const);
      return ok(await insertOrganisation(trx, userId, organisationFields(input), now));
    });
  } catch (error) {
    if (isUniqueViolation(error)) return fail("duplicateRegistry");
    throw error;
  }
}

export async function editOrganisation(
  db: DB,
  userId: number,
  id: number,
  input: OrganisationInput,
  now: Date,
): Promise<Result<null, OrganisationError>> {
  try {
    return (await updateOrganisation(db, userId, id, organisationFields(input), now)) ? ok(null) : fail("notFound");
  } catch (error) {
    if (isUniqueViolation(error)) return fail("duplicateRegistry");
    throw error;
  }
}

export async function removeOrganisation(db: DB, userId: number, id: number): Promise<Result<null, OrganisationError>> {
  return (await deleteOrganisation(db, userId, id)) ? ok(null) : fail("notFound");
}

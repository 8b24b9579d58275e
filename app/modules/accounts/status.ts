import type { StatusTable } from "~/kernel/result";
import type { BankAccountError } from "./bank-accounts.server";
import type { OrganisationError } from "./organisations.server";

/**
 * What the account pages answer for each error of the account records' use cases: the HTTP
 * status, and the text (a full i18n key) with the form field it belongs to, if any. The use
 * cases keep their short codes (`limitReached`), which their tests name; `notFound` is answered
 * with the 404 page.
 */
export interface RecordErrorAnswer<Field extends string = string> {
  field?: Field;
  message: string;
}

export const BANK_ACCOUNT_STATUS: StatusTable<BankAccountError> = { notFound: 404, duplicateAccount: 400, limitReached: 400 };
export const BANK_ACCOUNT_ERRORS: Record<Exclude<BankAccountError, "notFound">, RecordErrorAnswer<"accountNumber">> = {
  duplicateAccount: { field: "accountNumber", message: "account:errors.duplicateAccount" },
  limitReached: { message: "account:errors.bankAccountLimit" },
};

export const ORGANISATION_STATUS: StatusTable<OrganisationError> = { notFound: 404, duplicateRegistry: 400, limitReached: 400 };
export const ORGANISATION_ERRORS: Record<Exclude<OrganisationError, "notFound">, RecordErrorAnswer<"registryNumber">> = {
  duplicateRegistry: { field: "registryNumber", message: "account:errors.duplicateRegistry" },
  limitReached: { message: "account:errors.organisationLimit" },
};

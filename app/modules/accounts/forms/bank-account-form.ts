import { z } from "zod";
import { BANK_CODES } from "../domain/banks";
import { parseAccountNumber, type AccountNumberError } from "../domain/iban";
import { requiredText } from "./account-fields";

const ACCOUNT_NUMBER_ERRORS: Record<AccountNumberError, string> = {
  required: "account:errors.accountNumberRequired",
  ibanCountry: "account:errors.ibanCountry",
  ibanLength: "account:errors.ibanLength",
  ibanChecksum: "account:errors.ibanChecksum",
  format: "account:errors.accountNumberFormat",
};

/** A bank account: a Mongolian IBAN (mod-97 checked) or a domestic account number of 8-16 digits. */
export const BankAccountFormSchema = z.object({
  accountName: requiredText("account:errors.accountNameRequired", 120),
  accountNumber: z
    .string({ required_error: "account:errors.accountNumberRequired" })
    .max(60, "account:errors.accountNumberFormat")
    .transform((value, ctx) => {
      const parsed = parseAccountNumber(value);
      if (!parsed.ok) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: ACCOUNT_NUMBER_ERRORS[parsed.error] });
        return z.NEVER;
      }
      return parsed.value;
    }),
  bank: z.enum(BANK_CODES, { message: "account:errors.bankRequired" }),
});

export type BankAccountInput = z.output<typeof BankAccountFormSchema>;

import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { BankAccountFormSchema } from "./bank-account-form";

function parse(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return parseWithZod(data, { schema: BankAccountFormSchema });
}

describe("BankAccountFormSchema", () => {
  it.each([
    ["a Mongolian IBAN", "MN12 1234 1234 5678 9123", "MN121234123456789123"],
    ["a domestic account number", "5012 3456 78", "5012345678"],
  ])("accepts %s", (_label, typed, stored) => {
    const submission = parse({ accountName: "Б. Болд", accountNumber: typed, bank: "khan" });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({ accountName: "Б. Болд", accountNumber: stored, bank: "khan" });
  });

  it.each([
    [{ accountName: "A", accountNumber: "MN13 1234 1234 5678 9123", bank: "khan" }, { accountNumber: ["account:errors.ibanChecksum"] }],
    [{ accountName: "A", accountNumber: "MN12 1234", bank: "khan" }, { accountNumber: ["account:errors.ibanLength"] }],
    [{ accountName: "A", accountNumber: "DE89370400440532013000", bank: "khan" }, { accountNumber: ["account:errors.ibanCountry"] }],
    [{ accountName: "A", accountNumber: "1234", bank: "khan" }, { accountNumber: ["account:errors.accountNumberFormat"] }],
    [{ accountName: "A", accountNumber: "", bank: "khan" }, { accountNumber: ["account:errors.accountNumberRequired"] }],
    [{ accountName: "", accountNumber: "5012345678", bank: "khan" }, { accountName: ["account:errors.accountNameRequired"] }],
    [{ accountName: "A", accountNumber: "5012345678", bank: "" }, { bank: ["account:errors.bankRequired"] }],
    [{ accountName: "A", accountNumber: "5012345678", bank: "swiss" }, { bank: ["account:errors.bankRequired"] }],
  ])("%j -> %j", (fields, expected) => {
    const submission = parse(fields);
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual(expected);
  });
});

import { z } from "zod";
import { normalisePhone } from "~/kernel/identifiers";
import { INDUSTRIES, REGISTRY_NUMBER_PATTERN } from "../domain/organisations";
import { optionalText, recordId, requiredText } from "./account-fields";

/** An organisation (legal entity) the shopper buys for: the fields of storefront-spec.md §3, and §5's 'Registry number must be correct'. */
export const OrganisationFormSchema = z.object({
  name: requiredText("account:errors.organisationNameRequired", 200),
  registryNumber: z
    .string({ required_error: "account:errors.registryRequired" })
    .transform((value) => value.replace(/\s/g, ""))
    .pipe(z.string().regex(REGISTRY_NUMBER_PATTERN, "account:errors.registryNumber")),
  address: optionalText(500),
  phone: z
    .string()
    .max(30, "account:errors.phoneInvalid")
    .transform((value, ctx) => {
      const phone = normalisePhone(value);
      if (!phone) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: "account:errors.phoneInvalid" });
        return z.NEVER;
      }
      return phone;
    })
    .optional(),
  contactPerson: optionalText(120),
  employees: z
    .number({ message: "account:errors.employees" })
    .int("account:errors.employees")
    .min(0, "account:errors.employees")
    .max(10_000_000, "account:errors.employees")
    .optional(),
  industry: z.enum(INDUSTRIES, { message: "account:errors.industry" }).optional(),
});

export type OrganisationInput = z.output<typeof OrganisationFormSchema>;

export const DeleteRecordSchema = z.object({
  intent: z.literal("delete", { message: "account:errors.notFound" }),
  id: recordId,
});

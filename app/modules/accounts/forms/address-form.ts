import { z } from "zod";
import {
  DEFAULT_COUNTRY,
  findCity,
  findCountry,
  findUbDistrict,
  isUlaanbaatar,
  isValidKhoroo,
} from "~/kernel/mongolia-places";
import { isCyrillicText } from "../domain/text-rules";
import { optionalText, recordId } from "./account-fields";

/**
 * A delivery address. In the capital the district comes from the select of nine and the
 * khoroo is its number; in an aimag the sum and the bag are typed. Without JavaScript the
 * form shows both the district select and the sum field, so the check depends on the city
 * chosen, here on the server as in the browser. The detailed address must be written in
 * Cyrillic (storefront-spec.md §5 Validation rules).
 */
/** The address fields as posted; the checkout's address step posts the same ones. */
export const AddressFields = z.object({
  country: optionalText(2),
  city: optionalText(10),
  district: optionalText(80),
  sum: optionalText(80),
  khoroo: optionalText(80),
  street: optionalText(160),
  detail: optionalText(500),
  zip: optionalText(10),
});

export const AddressFormSchema = AddressFields.superRefine((value, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
    if (value.country !== "" && !findCountry(value.country)) issue("country", "account:errors.country");
    if (!findCity(value.city)) {
      issue("city", "account:errors.cityRequired");
    } else if (isUlaanbaatar(value.city)) {
      if (!findUbDistrict(value.district)) issue("district", "account:errors.districtRequired");
      else if (value.khoroo === "") issue("khoroo", "account:errors.khorooRequired");
      else if (!isValidKhoroo(value.district, value.khoroo)) issue("khoroo", "account:errors.khoroo");
    } else if (value.sum === "") {
      issue("sum", "account:errors.sumRequired");
    }
    if (value.detail === "") issue("detail", "account:errors.detailRequired");
    else if (!isCyrillicText(value.detail)) issue("detail", "account:errors.cyrillicOnly");
    if (value.zip !== "" && !/^\d{5}$/.test(value.zip)) issue("zip", "account:errors.zip");
  })
  .transform((value) => {
    const ub = isUlaanbaatar(value.city);
    return {
      country: value.country || DEFAULT_COUNTRY,
      city: value.city,
      district: ub ? value.district : value.sum,
      khoroo: value.khoroo,
      street: value.street,
      detail: value.detail,
      zip: value.zip,
    };
  });

export type AddressInput = z.output<typeof AddressFormSchema>;

/** The list's buttons: delete an address or make it the default. */
export const AddressListActionSchema = z.object({
  intent: z.enum(["delete", "default"], { message: "account:errors.notFound" }),
  id: recordId,
});

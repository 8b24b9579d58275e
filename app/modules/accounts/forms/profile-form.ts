import { z } from "zod";
import { optionalText, requiredText } from "./account-fields";

/** Personal information: the display name, and the passenger fields (first/last name, MR/MS). */
export const ProfileFormSchema = z.object({
  name: requiredText("account:errors.nameRequired", 120),
  firstName: optionalText(60),
  lastName: optionalText(60),
  gender: z.enum(["male", "female"], { message: "account:errors.gender" }).optional(),
});

export type ProfileFormValue = z.infer<typeof ProfileFormSchema>;

import { z } from "zod";

/**
 * The avatar upload, as the browser checks it before sending (the server decides again from
 * the bytes themselves). The size limit comes from the server's configuration.
 */
export function createAvatarFormSchema(maxBytes: number) {
  return z.object({
    avatar: z
      .instanceof(File, { message: "account:errors.avatarRequired" })
      .refine((file) => file.size > 0, "account:errors.avatarRequired")
      .refine((file) => file.size <= maxBytes, "account:errors.avatarTooLarge"),
  });
}

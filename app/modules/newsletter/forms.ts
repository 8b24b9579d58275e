import { z } from "zod";

/** The newsletter's forms (one zod schema per form, checked in the action; decision 039). Messages are full i18n keys. */

const token = z.string({ required_error: "contact:errors.linkDead" }).regex(/^[A-Za-z0-9_-]{20,64}$/, "contact:errors.linkDead");

export const SubscribeSchema = z.object({
  email: z
    .string({ required_error: "contact:errors.emailRequired" })
    .trim()
    .max(254, "contact:errors.subscribeEmail")
    .email("contact:errors.subscribeEmail"),
  source: z.enum(["footer", "page"]).default("page"),
});
export type SubscribeInput = z.infer<typeof SubscribeSchema>;

export const ConfirmSubscriptionSchema = z.object({ token });

export const UnsubscribeSchema = z.object({
  email: z.string({ required_error: "contact:errors.unsubscribeLinkBad" }).trim().max(254, "contact:errors.unsubscribeLinkBad"),
  sig: z.string({ required_error: "contact:errors.unsubscribeLinkBad" }).regex(/^[A-Za-z0-9_-]{20,100}$/, "contact:errors.unsubscribeLinkBad"),
});
export type UnsubscribeInput = z.infer<typeof UnsubscribeSchema>;

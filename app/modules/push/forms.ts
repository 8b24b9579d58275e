import { z } from "zod";
import { BROADCAST_BODY_MAX, BROADCAST_TITLE_MAX, BROADCAST_URL_MAX } from "./limits";

/**
 * The push module's forms (one schema each). Error messages are i18n keys in the `push`
 * namespace. Only actions parse them (no push form is validated in the browser), so they are
 * reached through the server door: the root route imports the browser door for the prompt's
 * timer, and every module the browser door names is in every page's script (zod with it).
 */

/** A browser's push subscription, as the prompt posts it (users/link_device). The endpoint's rules need the configuration: the use case checks them. */
export const LinkDeviceSchema = z.object({
  endpoint: z.string({ required_error: "push:errors.badSubscription" }).min(10, "push:errors.badSubscription").max(1000, "push:errors.badSubscription"),
  p256dh: z
    .string({ required_error: "push:errors.badSubscription" })
    .regex(/^B[A-Za-z0-9_-]{86}=?$/, "push:errors.badSubscription")
    .transform((value) => value.replace(/=+$/, "")),
  auth: z
    .string({ required_error: "push:errors.badSubscription" })
    .regex(/^[A-Za-z0-9_-]{22}(==)?$/, "push:errors.badSubscription")
    .transform((value) => value.replace(/=+$/, "")),
});
export type LinkDeviceInput = z.infer<typeof LinkDeviceSchema>;

/** Is this browser's subscription linked to the signed-in account? */
export const CheckDeviceSchema = z.object({
  endpoint: z.string({ required_error: "push:errors.badSubscription" }).min(10, "push:errors.badSubscription").max(1000, "push:errors.badSubscription"),
});

export const RemoveDeviceSchema = z.object({
  intent: z.literal("delete"),
  id: z.number({ message: "push:errors.deviceNotFound" }).int().positive().max(Number.MAX_SAFE_INTEGER),
});


export const BroadcastSchema = z
  .object({
    intent: z.enum(["preview", "send"], { message: "push:errors.badRequest" }),
    requestKey: z.string({ required_error: "push:errors.badRequest" }).regex(/^[A-Za-z0-9_-]{16,64}$/, "push:errors.badRequest"),
    title: z.string({ required_error: "push:errors.titleRequired" }).trim().min(1, "push:errors.titleRequired").max(BROADCAST_TITLE_MAX, "push:errors.titleTooLong"),
    body: z.string({ required_error: "push:errors.bodyRequired" }).trim().min(1, "push:errors.bodyRequired").max(BROADCAST_BODY_MAX, "push:errors.bodyTooLong"),
    url: z.string({ required_error: "push:errors.urlInvalid" }).trim().min(1, "push:errors.urlInvalid").max(BROADCAST_URL_MAX, "push:errors.urlInvalid"),
    audience: z.enum(["all", "category"], { message: "push:errors.audienceInvalid" }),
    taxonId: z.number({ message: "push:errors.taxonRequired" }).int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.audience === "category" && value.taxonId === undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["taxonId"], message: "push:errors.taxonRequired" });
  });
export type BroadcastInput = z.infer<typeof BroadcastSchema>;

import { z } from "zod";
import { normaliseEmail } from "~/kernel/identifiers";
import { parseCalendarDate } from "~/kernel/dates";
import { normalisePhone } from "~/kernel/identifiers";
import { MAX_PRIZE_MNT, MAX_SEGMENTS, MIN_SEGMENTS, PLAY_RULES, PRIZE_KINDS } from "./domain/games";

/**
 * The games' forms (one zod schema per form, used by conform in the browser and by the action).
 * Messages are `games:` keys.
 */

/** The shopper's spin: nothing to fill in; `mode` says whether the page (no JS) or the wheel (JS) asked. */
export const SpinSchema = z.object({
  intent: z.literal("spin", { errorMap: () => ({ message: "games:errors.badRequest" }) }),
  mode: z.enum(["page", "wheel"]).default("page"),
});
export type SpinInput = z.infer<typeof SpinSchema>;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;

const whole = (max: number, message: string) =>
  z
    .string()
    .max(20, message)
    .optional()
    .transform((value, ctx) => {
      const text = (value ?? "").replace(/[\s,_'’]/g, "").replace(/₮$/, "");
      if (text === "") return null;
      if (!/^\d{1,10}$/.test(text) || Number(text) > max) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message });
        return z.NEVER;
      }
      return Number(text);
    });

const day = (message: string) =>
  z
    .string({ required_error: message })
    .trim()
    .refine((value) => parseCalendarDate(value) !== null, message);

const text = (max: number, required: string, tooLong: string) => z.string({ required_error: required }).trim().min(1, required).max(max, tooLong);

/** One row of the wheel; a row left wholly empty is not a segment. */
const SegmentRowSchema = z
  .object({
    labelMn: z.string().trim().max(60, "games:errors.labelTooLong").optional(),
    labelEn: z.string().trim().max(60, "games:errors.labelTooLong").optional(),
    colour: z.string().trim().optional(),
    prizeKind: z.string().optional(),
    discountType: z.string().optional(),
    discountValue: whole(MAX_PRIZE_MNT, "games:errors.amountInvalid"),
    minOrder: whole(MAX_PRIZE_MNT * 10, "games:errors.amountInvalid"),
    validDays: whole(365, "games:errors.validDaysInvalid"),
    cashbackAmount: whole(MAX_PRIZE_MNT, "games:errors.amountInvalid"),
    weight: whole(1_000_000, "games:errors.weightInvalid"),
    dailyCap: whole(1_000_000, "games:errors.capInvalid"),
    totalCap: whole(10_000_000, "games:errors.capInvalid"),
  })
  .optional();

export interface SegmentInput {
  labelMn: string;
  labelEn: string;
  colour: string;
  prizeKind: (typeof PRIZE_KINDS)[number];
  discountType: "percent" | "amount" | null;
  discountValue: number | null;
  minOrder: number;
  validDays: number | null;
  cashbackAmount: number | null;
  weight: number;
  dailyCap: number | null;
  totalCap: number | null;
}

export const CampaignSchema = z
  .object({
    intent: z.literal("save"),
    slug: z
      .string({ required_error: "games:errors.slugInvalid" })
      .trim()
      .toLowerCase()
      .min(2, "games:errors.slugInvalid")
      .max(60, "games:errors.slugInvalid")
      .regex(SLUG_PATTERN, "games:errors.slugInvalid"),
    kind: z.enum(["wheel", "jackpot"], { errorMap: () => ({ message: "games:errors.kindInvalid" }) }),
    titleMn: text(120, "games:errors.titleRequired", "games:errors.titleTooLong"),
    titleEn: text(120, "games:errors.titleRequired", "games:errors.titleTooLong"),
    descriptionMn: z.string().trim().max(1000, "games:errors.descriptionTooLong").optional().transform((v) => v ?? ""),
    descriptionEn: z.string().trim().max(1000, "games:errors.descriptionTooLong").optional().transform((v) => v ?? ""),
    startsOn: day("games:errors.dateInvalid"),
    endsOn: day("games:errors.dateInvalid"),
    playRule: z.enum(PLAY_RULES, { errorMap: () => ({ message: "games:errors.playRuleInvalid" }) }).default("once_per_day"),
    requiresOrder: z.boolean().default(false),
    wheelSlug: z.string().trim().toLowerCase().max(60, "games:errors.wheelNotFound").optional(),
    jackpotSeed: whole(MAX_PRIZE_MNT, "games:errors.amountInvalid"),
    jackpotStep: whole(MAX_PRIZE_MNT, "games:errors.amountInvalid"),
    jackpotOneIn: whole(1_000_000, "games:errors.oneInInvalid"),
    jackpotMinWin: whole(MAX_PRIZE_MNT * 10, "games:errors.amountInvalid"),
    segments: z.array(SegmentRowSchema).max(MAX_SEGMENTS + 4, "games:errors.tooManySegments").optional(),
  })
  .superRefine((value, ctx) => {
    if (value.endsOn <= value.startsOn) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["endsOn"], message: "games:errors.endsBeforeStart" });
    if (value.kind === "jackpot") {
      if (!value.wheelSlug) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["wheelSlug"], message: "games:errors.wheelNotFound" });
      if (value.jackpotSeed === null) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["jackpotSeed"], message: "games:errors.amountInvalid" });
      if (!value.jackpotStep) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["jackpotStep"], message: "games:errors.amountInvalid" });
      if (!value.jackpotOneIn) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["jackpotOneIn"], message: "games:errors.oneInInvalid" });
      if (value.jackpotMinWin === null || value.jackpotSeed === null || value.jackpotMinWin <= value.jackpotSeed) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["jackpotMinWin"], message: "games:errors.minWinAboveSeed" });
      }
      return;
    }
    const rows = (value.segments ?? []).map((row, index) => ({ row, index })).filter(({ row }) => row && (row.labelMn || row.labelEn || row.weight !== null));
    if (rows.length < MIN_SEGMENTS) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["segments"], message: "games:errors.tooFewSegments" });
    if (rows.length > MAX_SEGMENTS) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["segments"], message: "games:errors.tooManySegments" });
    let tryAgain = 0;
    let weights = 0;
    for (const { row, index } of rows) {
      const at = (field: string, message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["segments", index, field], message });
      if (!row!.labelMn) at("labelMn", "games:errors.labelRequired");
      if (!row!.labelEn) at("labelEn", "games:errors.labelRequired");
      if (row!.colour && !COLOUR_PATTERN.test(row!.colour)) at("colour", "games:errors.colourInvalid");
      if (row!.weight === null) at("weight", "games:errors.weightInvalid");
      weights += row!.weight ?? 0;
      const kind = row!.prizeKind;
      if (!(PRIZE_KINDS as readonly string[]).includes(kind ?? "")) {
        at("prizeKind", "games:errors.prizeKindInvalid");
        continue;
      }
      if (kind === "try_again") {
        tryAgain++;
        if (row!.dailyCap !== null || row!.totalCap !== null) at("dailyCap", "games:errors.tryAgainNoCaps");
      }
      if (kind === "cashback" && !row!.cashbackAmount) at("cashbackAmount", "games:errors.amountInvalid");
      if (kind === "coupon") {
        if (row!.discountType !== "percent" && row!.discountType !== "amount") at("discountType", "games:errors.discountTypeInvalid");
        if (!row!.discountValue || (row!.discountType === "percent" && row!.discountValue > 100)) at("discountValue", "games:errors.discountInvalid");
        if (!row!.validDays) at("validDays", "games:errors.validDaysInvalid");
      }
    }
    if (rows.length >= MIN_SEGMENTS && tryAgain === 0) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["segments"], message: "games:errors.tryAgainRequired" });
    if (rows.length >= MIN_SEGMENTS && weights <= 0) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["segments"], message: "games:errors.weightsZero" });
  })
  .transform((value) => {
    const segments: SegmentInput[] = (value.segments ?? [])
      .filter((row) => row && (row.labelMn || row.labelEn || row.weight !== null))
      .map((row) => {
        const kind = row!.prizeKind as SegmentInput["prizeKind"];
        return {
          labelMn: row!.labelMn ?? "",
          labelEn: row!.labelEn ?? "",
          colour: row!.colour && COLOUR_PATTERN.test(row!.colour) ? row!.colour.toLowerCase() : "#7a1f3d",
          prizeKind: kind,
          discountType: kind === "coupon" ? (row!.discountType as "percent" | "amount") : null,
          discountValue: kind === "coupon" ? row!.discountValue : null,
          minOrder: kind === "coupon" ? (row!.minOrder ?? 0) : 0,
          validDays: kind === "coupon" ? row!.validDays : null,
          cashbackAmount: kind === "cashback" ? row!.cashbackAmount : null,
          weight: row!.weight ?? 0,
          dailyCap: kind === "try_again" ? null : row!.dailyCap,
          totalCap: kind === "try_again" ? null : row!.totalCap,
        };
      });
    return { ...value, segments };
  });
export type CampaignInput = z.infer<typeof CampaignSchema>;

export const CampaignStateSchema = z.object({ intent: z.enum(["activate", "deactivate"]) });

// ---------------------------------------------------------------------------------------------
// The roulette tool

export const RouletteUserSchema = z.object({
  intent: z.literal("create"),
  displayName: text(80, "games:errors.nameRequired", "games:errors.nameTooLong"),
  contact: z
    .string({ required_error: "games:errors.contactInvalid" })
    .trim()
    .max(254, "games:errors.contactInvalid")
    .transform((value, ctx) => {
      const contact = value.includes("@") ? normaliseEmail(value) : normalisePhone(value);
      if (!contact) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: "games:errors.contactInvalid" });
        return z.NEVER;
      }
      return contact;
    }),
});
export type RouletteUserInput = z.infer<typeof RouletteUserSchema>;

export const DrawSchema = z.object({
  intent: z.literal("draw"),
  requestKey: z.string({ required_error: "games:errors.badRequest" }).regex(/^[A-Za-z0-9_-]{16,64}$/, "games:errors.badRequest"),
});

export const DeleteRouletteUserSchema = z.object({
  intent: z.literal("delete"),
  confirm: z.literal("yes", { errorMap: () => ({ message: "games:errors.confirmDelete" }) }),
});

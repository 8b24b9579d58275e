/**
 * Partner and loyalty card programmes a shopper can register on /account/cards.
 *
 * storefront-spec.md §9 Business constants and limits ("Wallet"): "Partner cards have their own
 * minimums (500, 50, 100,000)". Our reading (docs/decisions/027-partner-card-minimums.md): there are
 * three programmes, and each one has ONE minimum of its own kind before the card can be used:
 *
 * - `club`      our own loyalty card: points can be spent from 500 points;
 * - `bonus`     a partner's bonus (points) card: its points can be spent from 50 points;
 * - `corporate` a partner's corporate discount card: its discount applies to purchases of
 *               100,000₮ or more.
 *
 * The numbers are configuration (typed data), not code: change them here. Names are shown in
 * the page's language; every other text is in the `wallet` namespace.
 */

export type PartnerMinimumKind = "points" | "purchase";

export interface PartnerProgram {
  /** Stored in partner_cards.program; at most 24 characters. */
  id: string;
  name: { mn: string; en: string };
  minimum: { kind: PartnerMinimumKind; value: number };
  /** How many digits the card number has (spaces and dashes typed between groups are ignored). */
  digits: { min: number; max: number };
}

export const PARTNER_PROGRAMS = [
  {
    id: "club",
    name: { mn: "Хар Сувд Клуб карт", en: "Khar Suvd Club card" },
    minimum: { kind: "points", value: 500 },
    digits: { min: 10, max: 10 },
  },
  {
    id: "bonus",
    name: { mn: "Түншийн бонус карт", en: "Partner bonus card" },
    minimum: { kind: "points", value: 50 },
    digits: { min: 8, max: 16 },
  },
  {
    id: "corporate",
    name: { mn: "Байгууллагын хөнгөлөлтийн карт", en: "Corporate discount card" },
    minimum: { kind: "purchase", value: 100_000 },
    digits: { min: 8, max: 19 },
  },
] as const satisfies readonly PartnerProgram[];

export type PartnerProgramId = (typeof PARTNER_PROGRAMS)[number]["id"];

export const PARTNER_PROGRAM_IDS = PARTNER_PROGRAMS.map((p) => p.id) as [PartnerProgramId, ...PartnerProgramId[]];

/** How many cards one account may keep. */
export const PARTNER_CARDS_PER_USER = 10;

/** Loyalty points: one point per this many tugrik of delivered or completed orders. */
export const LOYALTY_TUGRIK_PER_POINT = 1_000;

export function partnerProgram(id: string): PartnerProgram | undefined {
  return (PARTNER_PROGRAMS as readonly PartnerProgram[]).find((p) => p.id === id);
}

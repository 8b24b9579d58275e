/**
 * The shopper's reasons to cancel; `other` needs a few words of their own. Apart from the
 * schema in ../forms.ts so that the cancel form's select can list them without bringing zod
 * into the browser (docs/decisions/039-forms-in-the-browser.md).
 */
export const CANCEL_REASONS = ["changedMind", "orderedByMistake", "deliveryTooLate", "foundCheaper", "other"] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

import { z } from "zod";
import { SYNONYM_KINDS, parseTermList, synonymSetProblem, type SynonymSet } from "./domain/synonyms";

/**
 * The back office's synonym form (/staff/search/synonyms): one form adds a set (intent create)
 * or edits one (intent update, with its id); a second only deletes (intent delete, id). Terms are written separated by commas. Messages are
 * `staff:` keys.
 */

const PROBLEM_FIELD = { tooFewTerms: "terms", termTooLong: "terms", tooManyTerms: "terms", noExpansions: "expansions" } as const;

export const SynonymSetSchema = z
  .object({
    kind: z.enum(SYNONYM_KINDS, { message: "staff:synonyms.errors.kind" }),
    terms: z.string({ required_error: "staff:synonyms.errors.tooFewTerms" }).trim().max(2000, "staff:synonyms.errors.tooManyTerms"),
    expansions: z.string().trim().max(2000, "staff:synonyms.errors.tooManyTerms").optional(),
  })
  .superRefine((value, ctx) => {
    const problem = synonymSetProblem(synonymSetFromForm(value));
    if (problem) ctx.addIssue({ code: "custom", path: [PROBLEM_FIELD[problem]], message: `staff:synonyms.errors.${problem}` });
  });
export type SynonymSetForm = z.infer<typeof SynonymSetSchema>;

/** The set a delete or an edit names (`id`, posted beside the form's fields). */
export const SynonymIdSchema = z.object({ id: z.coerce.number().int().positive() });

/** The set a valid form describes (an equivalent set keeps no expansions). */
export function synonymSetFromForm(value: Pick<SynonymSetForm, "kind" | "terms" | "expansions">): SynonymSet {
  return {
    kind: value.kind,
    terms: parseTermList(value.terms),
    expansions: value.kind === "oneway" ? parseTermList(value.expansions ?? "") : [],
  };
}

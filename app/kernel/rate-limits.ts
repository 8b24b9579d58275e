/**
 * Attempt limits kept as counters in the database (`rate_limit_hits`: one row per counted
 * attempt in a named bucket). A request is admitted only when every rule of its plan is under
 * its limit, and then records one hit per rule, all in one SQL statement
 * (app/modules/rate-limits/queries.server.ts), so parallel requests cannot slip past a limit.
 *
 * Why rules have two shapes: a plain counter keyed on something the attacker shares with
 * innocent people (a card number, an office's IP address) lets one person use up everybody's
 * allowance. A `distinct` rule counts *who* tried instead of how often, and lets anyone already
 * counted carry on, so reaching it takes many accounts rather than many tries.
 */
export type RateRule =
  /** At most `limit` hits in `bucket` within the window. */
  | { kind: "count"; bucket: string; limit: number }
  /**
   * At most `limit` different members under `prefix` within the window; a member that already
   * has a hit there is always let through (by this rule; its own counters still apply).
   */
  | { kind: "distinct"; prefix: string; member: string; limit: number };

export interface RatePlan {
  windowMs: number;
  rules: RateRule[];
}

/** The bucket an admitted attempt writes its hit to, for each rule. */
export function bucketOf(rule: RateRule): string {
  return rule.kind === "count" ? rule.bucket : `${rule.prefix}${rule.member}`;
}

/** Every bucket an admitted attempt records, once each (two rules may share a bucket). */
export function bucketsToRecord(plan: RatePlan): string[] {
  return [...new Set(plan.rules.map(bucketOf))];
}

/**
 * The exclusive upper bound of the bucket names that start with `prefix`, so a prefix is
 * counted as an index range (`bucket >= prefix and bucket < end`) rather than a LIKE.
 */
export function prefixEnd(prefix: string): string {
  if (prefix === "") throw new RangeError("an empty prefix would count every bucket");
  const last = prefix.charCodeAt(prefix.length - 1);
  return prefix.slice(0, -1) + String.fromCharCode(last + 1);
}

/** The start of a plan's window at `now`, as stored timestamps compare. */
export function windowStart(plan: RatePlan, now: Date): string {
  return new Date(now.getTime() - plan.windowMs).toISOString();
}

/**
 * Parts of a bucket name come from what people type (an e-mail, a card number): a colon in
 * them must not let one bucket's name run into another's prefix.
 */
export function bucketPart(value: string): string {
  return encodeURIComponent(value);
}

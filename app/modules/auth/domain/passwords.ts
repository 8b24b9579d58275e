import { bucketPart, type RatePlan } from "~/kernel/rate-limits";
import { MINUTE_MS } from "~/kernel/dates";

/** Password length bounds (ASVS 2.1: at least 8, long passphrases allowed). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Failed password sign-ins within a quarter of an hour. Only failures count (a sign-in that
 * succeeds gives its hit back), and no single counter is shared by people who do not know
 * each other:
 * - per account *and* client address: 10, the guesses one attacker gets at one account;
 * - per account: failures from at most 10 different addresses, so a distributed guesser is
 *   stopped at about 100 guesses, while a stranger with one address cannot lock the owner out
 *   (an address already counted keeps its own 10);
 * - per client address: 100, a ceiling for one address trying many accounts; an office or a
 *   carrier's NAT shares it, which is why successes do not count and it is ten times the
 *   per-account allowance.
 * Sign-in by code stays open whatever these say.
 */
export const PASSWORD_ATTEMPT_WINDOW_MS = 15 * MINUTE_MS;
export const PASSWORD_FAILURES_PER_ACCOUNT_AND_IP = 10;
export const PASSWORD_FAILING_IPS_PER_ACCOUNT = 10;
export const PASSWORD_FAILURES_PER_IP = 100;
/** A signed-in user re-typing the current password to change it (only their own session can). */
export const PASSWORD_CHANGE_ATTEMPTS = 10;

/** The counters a password sign-in for `account` (the normalised e-mail or phone) from `ip` is checked against. */
export function passwordSignInPlan(account: string, ip: string): RatePlan {
  const accountPart = bucketPart(account);
  return {
    windowMs: PASSWORD_ATTEMPT_WINDOW_MS,
    rules: [
      { kind: "count", bucket: `password:account-ip:${accountPart}:${bucketPart(ip)}`, limit: PASSWORD_FAILURES_PER_ACCOUNT_AND_IP },
      { kind: "distinct", prefix: `password:account-ip:${accountPart}:`, member: bucketPart(ip), limit: PASSWORD_FAILING_IPS_PER_ACCOUNT },
      ...(ip === "" ? [] : [{ kind: "count" as const, bucket: `password:ip:${bucketPart(ip)}`, limit: PASSWORD_FAILURES_PER_IP }]),
    ],
  };
}

/**
 * Rules of 'tell me when it is back' (issue 16). Pure. A subscription is for one variant and one
 * subscriber: a signed-in account, or a guest's e-mail that has to be confirmed first.
 */

/** Confirmation links older than this are dead: the guest subscribes again. */
export const ALERT_CONFIRM_HOURS = 48;
/** Guest subscriptions one e-mail address may start in a day (each sends a confirmation e-mail). */
export const GUEST_ALERTS_PER_EMAIL_PER_DAY = 5;
/** Guest subscriptions one client address may start in an hour: a ceiling against one machine spraying addresses. */
export const GUEST_ALERTS_PER_IP_PER_HOUR = 30;
/** Live subscriptions one account may hold. */
export const ALERTS_PER_ACCOUNT = 100;

export type Subscriber = { kind: "user"; userId: number } | { kind: "email"; email: string };

/** The key that makes one live subscription per variant and subscriber. */
export function subscriberKey(subscriber: Subscriber): string {
  return subscriber.kind === "user" ? `user:${subscriber.userId}` : `email:${subscriber.email.trim().toLowerCase()}`;
}

/**
 * Waiting subscribers are told whenever a restock leaves the variant with stock on hand, not
 * only on the step from zero: stock that came back another way (a canceled order) left them
 * waiting, and the next restock must not skip them.
 */
export function alertsDue(onHandAfter: number): boolean {
  return onHandAfter > 0;
}

/** Whether a guest's confirmation link is still good at `now`. */
export function confirmationOpen(createdAt: string, now: Date): boolean {
  return now.getTime() - Date.parse(createdAt) < ALERT_CONFIRM_HOURS * 3_600_000;
}

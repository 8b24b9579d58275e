/**
 * Spec 4's confirmation labels for the e-mail and phone on the profile:
 * confirmed, waiting to confirm (a new address was asked for and its code not yet entered),
 * not confirmed (set but never proved).
 */
export type ConfirmationStatus = "confirmed" | "pending" | "unconfirmed";

export interface ContactColumns {
  email: string | null;
  email_confirmed_at: string | null;
  pending_email: string | null;
  phone: string | null;
  phone_confirmed_at: string | null;
  pending_phone: string | null;
}

export interface ContactView {
  /** The address in use, or null when none is set. */
  current: string | null;
  /** Status of the address in use; null when there is none. */
  status: Exclude<ConfirmationStatus, "pending"> | null;
  /** A new address waiting for its code, shown as 'waiting to confirm'. */
  pending: string | null;
}

export function contactView(user: ContactColumns, kind: "email" | "phone"): ContactView {
  const current = kind === "email" ? user.email : user.phone;
  const confirmedAt = kind === "email" ? user.email_confirmed_at : user.phone_confirmed_at;
  const pending = kind === "email" ? user.pending_email : user.pending_phone;
  return {
    current,
    status: current ? (confirmedAt ? "confirmed" : "unconfirmed") : null,
    pending: pending && pending !== current ? pending : null,
  };
}

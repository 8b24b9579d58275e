/**
 * The confirmation labels of storefront-spec.md §4 States and transitions for the e-mail and phone
 * on the profile: confirmed, waiting to confirm (a new address was asked for and its code not yet
 * entered), not confirmed (set but never proved).
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

export type ContactKind = "email" | "phone";

/**
 * What the confirmation page shows for one kind of contact, and what it offers:
 * - `awaitingCode`: a code is on its way to this address (the browser's code flow is for this
 *   kind), so the page asks for it;
 * - `sendTo`: otherwise, the address a "confirm with a code" button sends a code to: the new
 *   address still waiting (its code may have expired with the flow), or the address in use
 *   when it was never confirmed. Null when there is nothing to confirm.
 * Values are as stored (+976XXXXXXXX for phones); the page formats them.
 */
export interface ContactPanel extends ContactView {
  kind: ContactKind;
  awaitingCode: string | null;
  sendTo: string | null;
}

export function contactPanel(user: ContactColumns, kind: ContactKind, codeFlow: { kind: ContactKind; destination: string } | null): ContactPanel {
  const view = contactView(user, kind);
  const awaitingCode = codeFlow && codeFlow.kind === kind ? codeFlow.destination : null;
  const sendTo = awaitingCode ? null : (view.pending ?? (view.status === "unconfirmed" ? view.current : null));
  return { kind, ...view, awaitingCode, sendTo };
}

import type { ContactKind, ContactPanel } from "./domain/contact-status";

/** What the account pages give their components (camelCase, never row shapes). */

/** One contact as /account/contact shows it: values formatted for reading, `sendTo` kept as stored for the form. */
export interface ContactPanelView {
  kind: ContactKind;
  current: string | null;
  status: ContactPanel["status"];
  pending: string | null;
  /** Masked, as on the code pages. */
  awaitingCode: string | null;
  sendTo: string | null;
  sendToShown: string | null;
}

import type { User } from "~/db/schema";
import { contactPanel, type ContactKind } from "./domain/contact-status";
import type { ContactPanelView } from "./view-models";
import { formatPhone, maskDestination } from "~/kernel/identifiers";

export const CONTACT_KINDS: readonly ContactKind[] = ["email", "phone"];

export function confirmationPurpose(kind: ContactKind): "confirm_email" | "confirm_phone" {
  return kind === "email" ? "confirm_email" : "confirm_phone";
}

/**
 * The browser's open code flow as the route read it from its cookie (app/web/auth-flow.server.ts):
 * only its purpose and address matter here, so the module needs nothing of the cookie.
 */
export interface OpenCodeFlow {
  purpose: string;
  destination: string;
}

/** The browser's open confirmation code flow, as the panels read it. */
export function codeFlowOf(flow: OpenCodeFlow | null): { kind: ContactKind; destination: string } | null {
  if (!flow || (flow.purpose !== "confirm_email" && flow.purpose !== "confirm_phone")) return null;
  return { kind: flow.purpose === "confirm_email" ? "email" : "phone", destination: flow.destination };
}

export function contactPanelView(user: User, kind: ContactKind, flow: OpenCodeFlow | null): ContactPanelView {
  const panel = contactPanel(user, kind, codeFlowOf(flow));
  const shown = (value: string | null) => (value && kind === "phone" ? formatPhone(value) : value);
  return {
    kind,
    current: shown(panel.current),
    status: panel.status,
    pending: shown(panel.pending),
    awaitingCode: panel.awaitingCode ? maskDestination({ kind, value: panel.awaitingCode }) : null,
    sendTo: panel.sendTo,
    sendToShown: shown(panel.sendTo),
  };
}

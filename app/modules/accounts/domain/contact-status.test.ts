import { describe, expect, it } from "vitest";
import { contactPanel, contactView, type ContactColumns } from "./contact-status";

const none: ContactColumns = { email: null, email_confirmed_at: null, pending_email: null, phone: null, phone_confirmed_at: null, pending_phone: null };
const at = "2025-01-01T00:00:00.000Z";

describe("contactView", () => {
  it.each([
    ["nothing set", none, "email", { current: null, status: null, pending: null }],
    ["confirmed e-mail", { ...none, email: "a@b.mn", email_confirmed_at: at }, "email", { current: "a@b.mn", status: "confirmed", pending: null }],
    ["unconfirmed e-mail", { ...none, email: "a@b.mn" }, "email", { current: "a@b.mn", status: "unconfirmed", pending: null }],
    [
      "confirmed e-mail with a new one waiting",
      { ...none, email: "a@b.mn", email_confirmed_at: at, pending_email: "new@b.mn" },
      "email",
      { current: "a@b.mn", status: "confirmed", pending: "new@b.mn" },
    ],
    ["only a pending e-mail", { ...none, pending_email: "new@b.mn" }, "email", { current: null, status: null, pending: "new@b.mn" }],
    ["confirmed phone", { ...none, phone: "+97699112233", phone_confirmed_at: at }, "phone", { current: "+97699112233", status: "confirmed", pending: null }],
    ["pending phone", { ...none, phone: "+97699112233", pending_phone: "+97688112233" }, "phone", { current: "+97699112233", status: "unconfirmed", pending: "+97688112233" }],
    ["pending equal to current is not news", { ...none, phone: "+97699112233", pending_phone: "+97699112233" }, "phone", { current: "+97699112233", status: "unconfirmed", pending: null }],
  ] as const)("%s", (_label, user, kind, expected) => {
    expect(contactView(user, kind)).toEqual(expected);
  });
});

describe("contactPanel", () => {
  const flow = (kind: "email" | "phone", destination: string) => ({ kind, destination });
  it.each([
    ["nothing set: only adding is offered", none, "email", null, { awaitingCode: null, sendTo: null }],
    ["confirmed: nothing to confirm", { ...none, email: "a@b.mn", email_confirmed_at: at }, "email", null, { awaitingCode: null, sendTo: null }],
    ["unconfirmed: a code can be sent to it", { ...none, email: "a@b.mn" }, "email", null, { awaitingCode: null, sendTo: "a@b.mn" }],
    ["unconfirmed with a code on its way: enter it", { ...none, email: "a@b.mn" }, "email", flow("email", "a@b.mn"), { awaitingCode: "a@b.mn", sendTo: null }],
    [
      "a new address waiting, its code flow gone: send to the new one, not the current",
      { ...none, phone: "+97699112233", pending_phone: "+97688112233" },
      "phone",
      null,
      { awaitingCode: null, sendTo: "+97688112233" },
    ],
    [
      "a new address waiting with its code on the way",
      { ...none, phone: "+97699112233", phone_confirmed_at: at, pending_phone: "+97688112233" },
      "phone",
      flow("phone", "+97688112233"),
      { awaitingCode: "+97688112233", sendTo: null },
    ],
    ["a code flow for the other kind does not count", { ...none, email: "a@b.mn" }, "email", flow("phone", "+97688112233"), { awaitingCode: null, sendTo: "a@b.mn" }],
  ] as const)("%s", (_label, user, kind, codeFlow, expected) => {
    expect(contactPanel(user, kind, codeFlow)).toEqual({ kind, ...contactView(user, kind), ...expected });
  });
});

import { describe, expect, it } from "vitest";
import { contactView, type ContactColumns } from "./contact-status";

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

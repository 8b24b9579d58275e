import { describe, expect, it } from "vitest";
import { asContactState, ownContactsOnly, replyChannel } from "./contact";

describe("ownContactsOnly", () => {
  const account = { email: "bold@example.mn", phone: "+97699112233" };
  it.each([
    ["a guest, any e-mail", null, { email: "x@y.mn", phone: null }, true],
    ["own e-mail", account, { email: "bold@example.mn", phone: null }, true],
    ["own phone", account, { email: null, phone: "+97699112233" }, true],
    ["own e-mail and own phone", account, { email: "bold@example.mn", phone: "+97699112233" }, true],
    ["someone else's e-mail", account, { email: "other@example.mn", phone: null }, false],
    ["someone else's phone", account, { email: null, phone: "+97688112233" }, false],
    ["own e-mail, someone else's phone", account, { email: "bold@example.mn", phone: "+97688112233" }, false],
    ["an e-mail when the account has none", { email: null, phone: "+97699112233" }, { email: "bold@example.mn", phone: null }, false],
  ])("%s", (_, acc, given, allowed) => {
    expect(ownContactsOnly(acc, given)).toBe(allowed);
  });
});

describe("replyChannel", () => {
  it.each([
    [{ email: "a@b.mn", phone: "+97699112233" }, { channel: "email", to: "a@b.mn" }],
    [{ email: null, phone: "+97699112233" }, { channel: "sms", to: "+97699112233" }],
    [{ email: null, phone: null }, null],
  ])("%j -> %j", (contact, expected) => {
    expect(replyChannel(contact)).toEqual(expected);
  });
});

describe("asContactState", () => {
  it.each([
    ["new", "new"],
    ["answered", "answered"],
    ["closed", "closed"],
    ["", null],
    ["spam", null],
  ])("%j -> %j", (value, expected) => {
    expect(asContactState(value)).toBe(expected);
  });
});

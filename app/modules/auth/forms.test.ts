import { describe, expect, it } from "vitest";
import { ChangePasswordSchema, PasswordSignInSchema, RequestCodeSchema, ResetPasswordSchema, VerifyCodeSchema } from "./forms";

function messages(result: { success: boolean; error?: { issues: { path: (string | number)[]; message: string }[] } }) {
  return result.success ? {} : Object.fromEntries(result.error!.issues.map((i) => [i.path.join(".") || "_form", i.message]));
}

describe("RequestCodeSchema (spec 5: 'Enter e-mail or phone')", () => {
  it.each([
    [{}, { identifier: "auth:errors.identifierRequired" }],
    [{ identifier: "" }, { identifier: "auth:errors.identifierRequired" }],
    [{ identifier: "1234" }, { identifier: "auth:errors.phoneInvalid" }],
    [{ identifier: "bat@mail" }, { identifier: "auth:errors.emailInvalid" }],
    [{ identifier: "99112233" }, {}],
    [{ identifier: "bat@mail.mn" }, {}],
  ])("%j", (input, expected) => expect(messages(RequestCodeSchema.safeParse(input))).toEqual(expected));

  it("gives the normalised identifier", () => {
    expect(RequestCodeSchema.parse({ identifier: "9911 2233" }).identifier).toEqual({ kind: "phone", value: "+97699112233" });
  });
});

describe("VerifyCodeSchema", () => {
  it.each([
    [{}, { code: "auth:errors.codeRequired" }],
    [{ code: "12345" }, { code: "auth:errors.codeFormat" }],
    [{ code: "123 456" }, {}],
  ])("%j", (input, expected) => expect(messages(VerifyCodeSchema.safeParse(input))).toEqual(expected));
});

describe("password forms", () => {
  it.each([
    [{ code: "123456" }, { password: "auth:errors.passwordRequired", confirmation: "auth:errors.confirmationRequired" }],
    [{ code: "123456", password: "short", confirmation: "short" }, { password: "auth:errors.passwordTooShort" }],
    [{ code: "123456", password: "long enough", confirmation: "long enougj" }, { confirmation: "auth:errors.confirmationMismatch" }],
    [{ code: "123456", password: "long enough", confirmation: "long enough" }, {}],
  ])("reset %j", (input, expected) => expect(messages(ResetPasswordSchema.safeParse(input))).toEqual(expected));

  it("change: confirmation must match", () => {
    expect(messages(ChangePasswordSchema.safeParse({ currentPassword: "x", password: "abcdefgh", confirmation: "abcdefgX" }))).toEqual({
      confirmation: "auth:errors.confirmationMismatch",
    });
  });

  it("sign-in: the password is required", () => {
    expect(messages(PasswordSignInSchema.safeParse({ identifier: "99112233" }))).toEqual({ password: "auth:errors.passwordRequired" });
  });
});

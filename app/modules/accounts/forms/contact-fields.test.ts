import { describe, expect, it } from "vitest";
import { resources } from "~/i18n";
import { ContactValueSchemas, PasswordSignInSchema, RequestCodeSchema } from "~/modules/auth/forms";
import { EMAIL_INVALID, EMAIL_REQUIRED, PHONE_INVALID, PHONE_REQUIRED, emailField, phoneField } from "./contact-fields";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? null : result.error!.issues[0]!.message);

describe("a bad e-mail reads the same in every form (sign-in, password sign-in, contact confirmation; checkout in tests/integration)", () => {
  it.each(["bat@mail", "bat@mail.m", "bat mail@mail.mn", "@mail.mn", "bat@@mail.mn", `${"a".repeat(65)}@mail.mn`])("%j", (typed) => {
    expect(firstMessage(emailField.safeParse(typed))).toBe(EMAIL_INVALID);
    expect(firstMessage(ContactValueSchemas.email.safeParse({ value: typed }))).toBe(EMAIL_INVALID);
    expect(firstMessage(RequestCodeSchema.safeParse({ identifier: typed }))).toBe(EMAIL_INVALID);
    expect(firstMessage(PasswordSignInSchema.safeParse({ identifier: typed, password: "x" }))).toBe(EMAIL_INVALID);
  });

  it.each([
    [" Bat@Mail.MN ", "bat@mail.mn"],
    ["order.news+wine@kharsuvd.mn", "order.news+wine@kharsuvd.mn"],
  ])("%j is accepted as %j", (typed, stored) => expect(emailField.parse(typed)).toBe(stored));

  it.each([undefined, "", "   "])("%j is required", (typed) => expect(firstMessage(emailField.safeParse(typed))).toBe(EMAIL_REQUIRED));

  it("uses the spec's wording (a wrong-format message) in both languages", () => {
    expect(resources.en.auth.errors.emailInvalid).toBe("The e-mail address is not in the right format");
    expect(resources.mn.auth.errors.emailInvalid).toBe("Имэйл хаягийн формат буруу байна");
    expect(resources.en.auth.errors.emailRequired).toBe("Email address is required");
  });

  it("no other namespace keeps its own text for a bad e-mail", () => {
    for (const lng of ["mn", "en"] as const) {
      const texts = JSON.stringify(Object.entries(resources[lng]).filter(([ns]) => ns !== "auth"));
      expect(texts).not.toMatch(/"emailInvalid"/);
    }
  });
});

describe("phone field", () => {
  it.each([
    ["9911 2233", null, "+97699112233"],
    ["+976 9911-2233", null, "+97699112233"],
    ["1234", PHONE_INVALID, null],
    ["12345678", PHONE_INVALID, null],
    ["", PHONE_REQUIRED, null],
  ])("%j", (typed, message, stored) => {
    const result = phoneField.safeParse(typed);
    expect(firstMessage(result)).toBe(message);
    if (stored) expect(ContactValueSchemas.phone.parse({ value: typed }).value).toBe(stored);
    if (message === PHONE_INVALID) expect(firstMessage(RequestCodeSchema.safeParse({ identifier: typed }))).toBe(PHONE_INVALID);
  });
});

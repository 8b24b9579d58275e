import { describe, expect, it } from "vitest";
import { resources } from "~/i18n";
import type { CodeError } from "./sign-in.server";
import { codeErrorKey } from "./code-messages";

describe("codeErrorKey", () => {
  it.each<[CodeError, "email" | "phone", string]>([
    ["code.invalid", "email", "auth:errors.wrongEmailCode"],
    ["code.invalid", "phone", "auth:errors.wrongSmsCode"],
    ["code.missing", "email", "auth:errors.wrongCode"],
    ["code.missing", "phone", "auth:errors.wrongCode"],
    ["code.expired", "email", "auth:errors.codeExpired"],
    ["code.expired", "phone", "auth:errors.codeExpired"],
    ["code.tooManyAttempts", "email", "auth:errors.codeDead"],
    ["code.tooManyAttempts", "phone", "auth:errors.codeDead"],
  ])("%s by %s -> %s", (error, channel, key) => expect(codeErrorKey(error, channel)).toBe(key));

  it.each(["mn", "en"] as const)("every key has a %s text, and the texts differ from each other", (lng) => {
    const errors = resources[lng].auth.errors as Record<string, string>;
    const keys = ["wrongEmailCode", "wrongSmsCode", "wrongCode", "codeExpired", "codeDead"];
    const texts = keys.map((key) => errors[key]);
    for (const key of keys) expect(errors[key], `${lng} auth.errors.${key}`).toMatch(/\S/);
    expect(new Set(texts).size).toBe(keys.length);
  });
});

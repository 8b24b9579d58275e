import { describe, expect, it } from "vitest";
import { clientErrorText } from "./client-error-text";

describe("clientErrorText", () => {
  it.each([
    [400, "errors.unsupportedLanguage", "errors.badRequestTitle", "errors.unsupportedLanguage"],
    [403, "errors.crossSite", "errors.crossSiteTitle", "errors.crossSite"],
    [403, "Forbidden", "errors.forbiddenTitle", "errors.forbidden"],
    [401, "Login required", "errors.forbiddenTitle", "errors.signInRequired"],
    [413, "", "errors.badRequestTitle", "errors.tooLarge"],
    [415, null, "errors.badRequestTitle", "errors.notAForm"],
    [429, undefined, "errors.badRequestTitle", "errors.tooManyRequests"],
    [400, "Bad request", "errors.badRequestTitle", "errors.badRequest"],
    [400, "<html>errors.x</html>", "errors.badRequestTitle", "errors.badRequest"],
    [409, { error: "x" }, "errors.badRequestTitle", "errors.badRequest"],
  ])("%i %j -> %s, %s", (status, body, titleKey, messageKey) => {
    expect(clientErrorText(status, body)).toEqual({ titleKey, messageKey });
  });
});

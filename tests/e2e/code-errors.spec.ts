import { expect, test } from "./support/test";
import { enterCode, requestLoginCode, uniqueEmail, assignClientAddress } from "./support/auth";
import { fieldLabel, startsWith, tr } from "./support/i18n";
import { latestEmailCode } from "./support/messages";
import { signInAs } from "./support/sessions";

/**
 * The code pages say the same thing for the same code error (docs/decisions/010) and can all
 * send a new code, with JavaScript (without it where tagged @no-js).
 */
const WRONG_EMAIL_CODE = tr("mn", "auth:errors.wrongEmailCode");
const CODE_DEAD = tr("mn", "auth:errors.codeDead");
const CODE_RESENT = tr("mn", "auth:login.codeResent");
/** The local sign-in provider's name (its configuration, not a translation). */
const LOCAL_ID = "Local ID";
const other = (code: string) => (code === "000000" ? "111111" : "000000");

test("/login/code: wrong codes, the fifth kills the code, a new code signs in", { tag: "@no-js" }, async ({ page }) => {
  const email = uniqueEmail("dead");
  const since = await requestLoginCode(page, email);
  const code = await latestEmailCode(email, since);
  for (let i = 0; i < 4; i++) {
    await enterCode(page, other(code));
    await expect(page.getByText(WRONG_EMAIL_CODE)).toBeVisible();
  }
  await enterCode(page, other(code));
  await expect(page.getByText(CODE_DEAD)).toBeVisible();
  await enterCode(page, code);
  await expect(page.getByText(CODE_DEAD)).toBeVisible();

  // The first code's e-mail was already read, so it arrived before now: only the new one counts.
  const resentSince = Date.now();
  await page.getByRole("button", { name: tr("mn", "auth:code.resend") }).click();
  await expect(page.getByText(CODE_RESENT)).toBeVisible();
  await enterCode(page, await latestEmailCode(email, resentSince));
  await expect(page.getByTestId("header-account")).toBeAttached();
});

test("/password/reset/confirm: the same wrong-code text, and a new code resets the password", { tag: "@no-js" }, async ({ page }) => {
  const email = uniqueEmail("reset-code");
  // An account with this e-mail (made with a session, then signed out).
  await signInAs(page, { email });
  await page.context().clearCookies();
  await assignClientAddress(page);
  await page.goto("/password/reset");
  const since = Date.now() - 1000;
  await page.getByLabel(tr("mn", "auth:login.identifier")).fill(email);
  await page.getByRole("button", { name: tr("mn", "auth:login.sendCode") }).click();
  await expect(page).toHaveURL(/\/password\/reset\/confirm$/);
  const code = await latestEmailCode(email, since);

  const fill = async (typed: string) => {
    await page.getByRole("textbox", { name: startsWith(tr("mn", "auth:code.label")) }).fill(typed);
    await page.getByLabel(fieldLabel(tr("mn", "auth:password.new"))).fill("a new password");
    await page.getByLabel(tr("mn", "auth:password.confirmation")).fill("a new password");
    await page.getByRole("button", { name: tr("mn", "auth:reset.submit") }).click();
  };
  await fill(other(code));
  await expect(page.getByText(WRONG_EMAIL_CODE)).toBeVisible();

  // The first code's e-mail was already read, so it arrived before now: only the new one counts.
  const resentSince = Date.now();
  await page.getByRole("button", { name: tr("mn", "auth:code.resend") }).click();
  await expect(page.getByText(CODE_RESENT)).toBeVisible();
  await fill(await latestEmailCode(email, resentSince));
  await expect(page.getByTestId("toast")).toContainText(tr("mn", "auth:toast.passwordReset"));
});

test("/auth/link: a wrong code gets the same text, and a new code links the provider", { tag: "@no-js" }, async ({ page }, testInfo) => {
  // The local provider vouches for <login>@id.example.test: an account with that e-mail must confirm by code.
  const login = `link-${testInfo.project.name}-${Date.now().toString(36)}`;
  const email = `${login}@id.example.test`;
  // An account with this e-mail (made with a session, then signed out).
  await signInAs(page, { email });
  await page.context().clearCookies();
  await assignClientAddress(page);

  await page.goto("/login");
  const since = Date.now() - 1000;
  await page.getByRole("button", { name: tr("mn", "social:buttons.continueWith", { label: LOCAL_ID }) }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("anything");
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/auth\/link$/);
  const code = await latestEmailCode(email, since);

  await page.getByRole("textbox", { name: startsWith(tr("mn", "social:link.codeLabel")) }).fill(other(code));
  await page.getByRole("button", { name: tr("mn", "social:link.submit") }).click();
  await expect(page.getByText(WRONG_EMAIL_CODE)).toBeVisible();

  // The first code's e-mail was already read, so it arrived before now: only the new one counts.
  const resentSince = Date.now();
  await page.getByRole("button", { name: tr("mn", "auth:code.resend") }).click();
  await expect(page.getByText(CODE_RESENT)).toBeVisible();
  await page.getByRole("textbox", { name: startsWith(tr("mn", "social:link.codeLabel")) }).fill(await latestEmailCode(email, resentSince));
  await page.getByRole("button", { name: tr("mn", "social:link.submit") }).click();
  await expect(page.getByTestId("toast")).toContainText(LOCAL_ID);
  await expect(page.getByTestId("header-account")).toBeAttached();
});

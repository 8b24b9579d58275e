import { expect, test } from "./support/test";
import { uniqueEmail } from "./support/auth";
import { tr } from "./support/i18n";
import { capturedEmails } from "./support/messages";
import { signInAs } from "./support/sessions";
import { buyEventTicket, checkAtDoor, eventToday, staffBrowser } from "./support/tickets";

/**
 * E-tickets from purchase to the door (issue 20), with JavaScript, and the purchase
 * and typed-code door without it too (@no-js; the staff's browser runs like the shopper's): a shopper buys a ticket for tonight's
 * tasting and pays in the card simulator; the order page and /account/tickets show its QR code
 * and code, and the e-mail carries the code. Staff type the code at /staff/scan: valid, let in;
 * the same code again says already used; a code no ticket has says unknown. A customer is
 * refused the door.
 */

test("a shopper buys a ticket and staff let them in once at the door", { tag: "@no-js" }, async ({ page, browser, javaScriptEnabled }, testInfo) => {
  const email = uniqueEmail("ticket");
  const since = Date.now();
  await signInAs(page, { email });
  const { productSlug } = await eventToday(`e2e-tonight-${testInfo.project.name}-${Date.now().toString(36)}`);

  // The product page says when and where, and that the ticket comes by e-mail.
  await page.goto(`/products/${productSlug}`);
  await expect(page.getByTestId("product-event")).toContainText(tr("mn", "tickets:product.title"));
  await expect(page.getByTestId("product-event")).toContainText("Хар Сувдын амталгааны танхим");

  const { orderNumber, codes } = await buyEventTicket(page, { productSlug });
  expect(codes).toHaveLength(1);
  const code = codes[0]!;
  const ticket = page.getByTestId("order-tickets").getByTestId("ticket");
  await expect(ticket.locator(".ticket-qr svg")).toBeVisible();
  await expect(ticket.getByTestId("ticket-state")).toHaveAttribute("data-state", "valid");

  // In the account, with a page of its own for the door.
  await page.goto("/account/tickets");
  const listed = page.getByTestId("tickets-upcoming").locator(`[data-code="${code}"]`);
  await expect(listed).toBeVisible();
  await expect(listed.locator(".ticket-qr svg")).toBeVisible();
  await listed.getByRole("link", { name: tr("mn", "tickets:card.showAtDoor") }).click();
  await expect(page).toHaveURL(new RegExp(`/account/tickets/${code}$`));
  await expect(page.getByTestId("ticket-code")).toContainText(code);

  // And by e-mail (beside the order's own "payment received").
  const ticketMail = async () => (await capturedEmails()).find((mail) => mail.at >= since && mail.to.includes(email) && mail.text.includes(code));
  await expect.poll(ticketMail, { timeout: 10_000 }).toBeTruthy();
  expect((await ticketMail())!.subject).toContain(orderNumber);

  // The door: typed in small letters with spaces, checked, then used.
  const staff = await staffBrowser(browser, javaScriptEnabled);
  try {
    const typed = code.toLowerCase().replace(/-/g, " ");
    let answer = await checkAtDoor(staff, typed);
    await expect(answer).toHaveAttribute("data-result", "valid");
    await expect(answer).toContainText(tr("mn", "tickets:scan.result.valid"));
    await expect(staff.getByTestId("scan-holder")).toContainText("Бат Болд");
    await staff.getByTestId("scan-use").click();
    answer = staff.getByTestId("scan-answer");
    await expect(answer).toHaveAttribute("data-result", "admitted");
    await expect(answer).toContainText(tr("mn", "tickets:scan.result.admitted"));
    // A reload repeats the page, not the use.
    await staff.reload();
    await expect(staff.getByTestId("scan-answer")).toHaveAttribute("data-result", "admitted");

    // The same code again: already used, when and by whom.
    answer = await checkAtDoor(staff, code);
    await expect(answer).toHaveAttribute("data-result", "alreadyUsed");
    await expect(staff.getByTestId("scan-headline")).toContainText(tr("mn", "tickets:scan.result.alreadyUsed"));
    await expect(staff.getByTestId("scan-use")).toHaveCount(0);

    // A well-formed code no ticket has.
    answer = await checkAtDoor(staff, "00000-00000-00000-00000");
    await expect(answer).toHaveAttribute("data-result", "unknown");
    await expect(answer).toContainText(tr("mn", "tickets:scan.result.unknown"));

    // Not a code at all: a message, no answer.
    await staff.goto("/staff/scan");
    await staff.getByTestId("scan-code").fill("123456");
    await staff.getByTestId("scan-check").click();
    await expect(staff.getByText(tr("mn", "tickets:scan.errors.codeInvalid"))).toBeVisible();

    // Today's scans list this ticket's.
    await staff.goto("/staff/scan");
    await expect(staff.getByTestId("scan-log")).toContainText(code);
  } finally {
    await staff.context().close();
  }

  // The shopper's ticket now reads used.
  await page.goto("/account/tickets");
  await expect(page.locator(`[data-code="${code}"]`).getByTestId("ticket-state")).toHaveAttribute("data-state", "used");
});

test("a customer is refused the door", async ({ page }) => {
  await signInAs(page, { email: uniqueEmail("not-staff") });
  const response = await page.goto("/staff/scan");
  expect(response?.status()).toBe(403);
});

test("with JavaScript, staff read the holder's QR code from a photo and let them in", async ({ page, browser, javaScriptEnabled }, testInfo) => {
  test.skip(!javaScriptEnabled, "the QR code is read in the browser");
  await signInAs(page, { email: uniqueEmail("ticket-qr") });
  const { productSlug } = await eventToday(`e2e-qr-${testInfo.project.name}-${Date.now().toString(36)}`);
  const { codes } = await buyEventTicket(page, { productSlug });
  const code = codes[0]!;

  // What a phone's camera sees: the QR code of the holder's door page, as an image.
  await page.goto(`/account/tickets/${code}`);
  const photo = await page.locator(".ticket-qr svg").first().screenshot();

  const staff = await staffBrowser(browser, javaScriptEnabled);
  try {
    await staff.goto("/staff/scan");
    await staff.getByTestId("code-scanner-photo").setInputFiles({ name: "ticket.png", mimeType: "image/png", buffer: photo });
    // The code read goes into the field and is checked at once.
    const answer = staff.getByTestId("scan-answer");
    await expect(answer).toHaveAttribute("data-result", "valid");
    await staff.getByTestId("scan-use").click();
    await expect(staff.getByTestId("scan-answer")).toHaveAttribute("data-result", "admitted");
    await expect(staff.getByTestId("scan-log")).toContainText(code);
  } finally {
    await staff.context().close();
  }
});

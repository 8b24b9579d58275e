import type net from "node:net";
import jsQR from "jsqr";
import sharp from "sharp";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeMailTransports, smtpEmailSender } from "~/adapters/messages/mail.server";
import { renderCodeEmail } from "~/adapters/messages/templates";
import { renderTicketEmail } from "~/modules/counter/tickets/ticket-email";
import { htmlPart, inlineParts, parseMail } from "../setup/mail-parse.mjs";

/**
 * The ticket e-mail through real SMTP: each ticket's QR code arrives as an inline PNG that the
 * HTML names, and it scans back to the ticket's code (sharp decodes the PNG, jsQR reads it, as
 * the counter's photo reader does). An e-mail without QR codes carries no attachment.
 */

const received: string[] = [];
let smtp: SMTPServer;
let smtpUrl: string;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push(Buffer.concat(chunks).toString("latin1"));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as net.AddressInfo).port}`;
});

afterAll(async () => {
  closeMailTransports();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function scan(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data ?? null;
}

describe("the ticket e-mail's QR codes", () => {
  it("arrive as inline PNGs named by the HTML, each scanning back to its ticket's code", async () => {
    const codes = ["7K2QD-M4XPA-9RT3V-HB6NC", "Q0WE8-ZJ5YF-2GK7M-P1SRD"];
    const email = renderTicketEmail("mn", {
      orderNumber: "R123456789",
      orderUrl: "https://shop.test/orders/R123456789",
      ticketsUrl: "https://shop.test/account/tickets",
      tickets: codes.map((code, i) => ({ code, eventTitle: `Амталгаа ${i + 1}`, when: "12-р сарын 5, 19:00–21:00", place: "Хар Сувд, Сүхбаатар дүүрэг", admission: "Энгийн" })),
    });
    await smtpEmailSender(smtpUrl, "Khar Suvd <no-reply@shop.test>")({ to: "bat@example.mn", subject: email.subject, text: email.text, html: email.html });

    expect(received).toHaveLength(1);
    const raw = received[0];
    const shownIds = [...htmlPart(raw).matchAll(/<img src="cid:([^"]+)"/g)].map((m) => m[1]);
    expect(shownIds).toHaveLength(2);
    const parts = inlineParts(raw);
    expect(parts.map((p) => p.contentId).sort()).toEqual([...shownIds].sort());
    for (const [i, id] of shownIds.entries()) {
      const part = parts.find((p) => p.contentId === id)!;
      expect(part.contentType).toBe("image/png");
      expect(await scan(part.data)).toBe(codes[i]);
    }
    // The text part still carries every code for a reader that shows no images.
    for (const code of codes) expect(parseMail(raw).text).toContain(code);
  });

  it("leaves an e-mail without QR codes as text and HTML alone", async () => {
    received.length = 0;
    const email = renderCodeEmail("login", "mn", "123456");
    await smtpEmailSender(smtpUrl, "Khar Suvd <no-reply@shop.test>")({ to: "bat@example.mn", subject: email.subject, text: email.text, html: email.html });
    expect(received).toHaveLength(1);
    expect(inlineParts(received[0])).toEqual([]);
    expect(parseMail(received[0]).text).toContain("123456");
  });
});

import nodemailer, { type Transporter } from "nodemailer";
import { qrInlineImages } from "./inline-qr";

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

export type SendEmail = (email: OutgoingEmail) => Promise<void>;

/**
 * A pooled SMTP transport for `smtp(s)://user:password@host:port`. Pooled, so a burst of codes
 * reuses a few connections instead of a handshake per message; timeouts keep a dead server
 * from holding a delivery run for minutes.
 */
export function createSmtpTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 3,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}

const transports = new Map<string, Transporter>();

/** The one transport for this URL in this process, created on first use. */
function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = createSmtpTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/** Closes every cached transport (tests, shutdown). */
export function closeMailTransports(): void {
  for (const transport of transports.values()) transport.close();
  transports.clear();
}

export function smtpEmailSender(smtpUrl: string, from: string): SendEmail {
  return async (email) => {
    const inlineImages = email.html ? await qrInlineImages(email.html) : [];
    await transportFor(smtpUrl).sendMail({
      from,
      to: email.to,
      subject: email.subject,
      // One fixed transfer encoding, so test mailboxes can decode the text part the same way every time.
      textEncoding: "base64",
      text: email.text,
      ...(email.html ? { html: email.html } : {}),
      ...(inlineImages.length > 0 ? { attachments: inlineImages } : {}),
    });
  };
}

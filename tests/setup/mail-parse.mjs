// Reading captured e-mail in tests (the e2e server's SMTP capture and the delivery tests).

/** Just enough MIME to read what nodemailer writes: encoded-word headers, multipart, base64 / quoted-printable. */
export function parseMail(raw) {
  const { headers, body } = splitHeaders(raw);
  return { subject: decodeWords(headers.get("subject") ?? ""), text: textPart(headers, body) ?? "" };
}

function splitHeaders(raw) {
  const end = raw.indexOf("\r\n\r\n");
  const head = end < 0 ? raw : raw.slice(0, end);
  const headers = new Map();
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end < 0 ? "" : raw.slice(end + 4) };
}

function textPart(headers, body) {
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith("--")) break;
      const inner = splitHeaders(part.replace(/^\r\n/, ""));
      const text = textPart(inner.headers, inner.body);
      if (text !== undefined) return text;
    }
    return undefined;
  }
  if (!/^text\/plain/i.test(type)) return undefined;
  const encoding = headers.get("content-transfer-encoding") ?? "7bit";
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (/quoted-printable/i.test(encoding)) return decodeQuotedPrintable(body.replace(/=\r?\n/g, ""));
  return body;
}

function decodeQuotedPrintable(value) {
  return Buffer.from(value.replace(/=([0-9A-Fa-f]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8");
}

function decodeWords(value) {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, "$1")
    .replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g, (_, encoding, data) =>
      encoding.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

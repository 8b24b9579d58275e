// Reading captured e-mail in tests (the e2e server's SMTP capture and the delivery tests).

/** Just enough MIME to read what nodemailer writes: encoded-word headers, multipart, base64 / quoted-printable. */
export function parseMail(raw) {
  const { headers } = splitHeaders(raw);
  return { subject: decodeWords(headers.get("subject") ?? ""), text: textOfType(raw, /^text\/plain/i) ?? "" };
}

/** The HTML part, decoded, or "" when the message has none. */
export function htmlPart(raw) {
  return textOfType(raw, /^text\/html/i) ?? "";
}

/**
 * Every part with a Content-ID, at any depth: what an HTML body shows as `cid:` images.
 * Returns [{ contentId (without the angle brackets), contentType, data (Buffer) }].
 */
export function inlineParts(raw) {
  return leafParts(raw)
    .filter((part) => part.headers.has("content-id"))
    .map((part) => ({
      contentId: part.headers.get("content-id").replace(/^<|>$/g, ""),
      contentType: part.type.split(";")[0].trim().toLowerCase(),
      data: /base64/i.test(part.encoding) ? Buffer.from(part.body.replace(/\s+/g, ""), "base64") : Buffer.from(part.body, "latin1"),
    }));
}

/** The first leaf part whose type matches, as text. */
function textOfType(raw, typePattern) {
  const part = leafParts(raw).find((leaf) => typePattern.test(leaf.type));
  if (!part) return undefined;
  if (/base64/i.test(part.encoding)) return Buffer.from(part.body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (/quoted-printable/i.test(part.encoding)) return decodeQuotedPrintable(part.body.replace(/=\r?\n/g, ""));
  return part.body;
}

/** The message's non-multipart parts, depth first: { headers, type, encoding, body }. */
function leafParts(raw) {
  const leaves = [];
  const walk = ({ headers, body }) => {
    const type = headers.get("content-type") ?? "text/plain";
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (/^multipart\//i.test(type) && boundary) {
      for (const part of body.split(`--${boundary}`).slice(1)) {
        if (part.startsWith("--")) break;
        walk(splitHeaders(part.replace(/^\r\n/, "")));
      }
      return;
    }
    leaves.push({ headers, type, encoding: headers.get("content-transfer-encoding") ?? "7bit", body });
  };
  walk(splitHeaders(raw));
  return leaves;
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

/**
 * QR codes inside an e-mail's HTML, as inline images. Most mail programs show neither SVG nor
 * `data:` images, but all show an attached PNG that the HTML names by its Content-ID. The
 * outbox stores text and HTML only, so the HTML names each QR code by what it encodes
 * (`cid:qr.<hex of the text>@…`) and the sender draws the PNGs at send time: the image is a
 * function of the text, and nothing larger than the HTML is kept per message.
 */

const CID_DOMAIN = "qr.khar-suvd.mn";
const CID_PATTERN = /cid:qr\.([0-9a-f]{2,512})@qr\.khar-suvd\.mn/g;

/** The `src` of an <img> that shows `text` as a QR code in an e-mail. */
export function qrImageSrc(text: string): string {
  return `cid:${qrContentId(text)}`;
}

function qrContentId(text: string): string {
  return `qr.${Buffer.from(text, "utf8").toString("hex")}@${CID_DOMAIN}`;
}

/** Each distinct text an HTML body shows as a QR code, in order of first appearance. */
export function qrTextsIn(html: string): string[] {
  const texts = new Set<string>();
  for (const match of html.matchAll(CID_PATTERN)) texts.add(Buffer.from(match[1]!, "hex").toString("utf8"));
  return [...texts];
}

export interface InlineImage {
  cid: string;
  filename: string;
  contentType: "image/png";
  contentDisposition: "inline";
  content: Buffer;
}

/** The PNG attachments the HTML's QR images name (none for HTML without them). */
export async function qrInlineImages(html: string): Promise<InlineImage[]> {
  const texts = qrTextsIn(html);
  if (texts.length === 0) return [];
  // Loaded on use: only the few e-mails with QR codes pay for the encoder.
  const { default: QRCode } = await import("qrcode");
  return Promise.all(
    texts.map(async (text, index) => ({
      cid: qrContentId(text),
      filename: `qr-${index + 1}.png`,
      contentType: "image/png" as const,
      contentDisposition: "inline" as const,
      content: await QRCode.toBuffer(text, { type: "png", margin: 2, width: 240, errorCorrectionLevel: "M" }),
    })),
  );
}

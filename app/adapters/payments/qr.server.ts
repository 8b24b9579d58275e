import QRCode from "qrcode";

/** The QR code of `text` as an SVG document (for the shop's own QPay page). */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: "svg", margin: 1 });
}

/** The QR code of `text` as a PNG, base64 (what QPay sends as qr_image). */
export async function qrPngBase64(text: string): Promise<string> {
  const buffer = await QRCode.toBuffer(text, { type: "png", margin: 1, width: 256 });
  return buffer.toString("base64");
}

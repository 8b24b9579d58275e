/** Article covers and body images: what an upload must be before sharp sees it. Pure rules. */
export type ImageKind = "jpeg" | "png" | "webp" | "gif";

export const ARTICLE_IMAGE_MAX_BYTES = 5_000_000;
/** Larger images are refused before decoding: a small compressed file can unpack to gigabytes. */
export const ARTICLE_IMAGE_MAX_PIXELS = 40_000_000;
export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 675;
export const BODY_IMAGE_MAX_WIDTH = 1600;

const ARTICLE_FILE = /^[0-9a-f]{32}\.webp$/;

/** Only names the shop generates are ever read from disk. */
export function isArticleFileName(file: string): boolean {
  return ARTICLE_FILE.test(file);
}

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return signature.every((byte, index) => bytes[at + index] === byte);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image's kind from its first bytes, never from the client's type or name. */
export function sniffImageKind(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  return null;
}

/** The markdown to paste for an uploaded body image. Brackets in the alt text would end it early. */
export function imageSnippet(alt: string, url: string): string {
  return `![${alt.replace(/[[\]\n\r]/g, " ").trim()}](${url})`;
}

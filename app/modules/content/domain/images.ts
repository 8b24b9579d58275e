/** Article covers and body images: what an upload must be before sharp sees it. Pure rules. */
export { sniffImageKind, type ImageKind } from "~/kernel/image-kind";

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

/** The markdown to paste for an uploaded body image. Brackets in the alt text would end it early. */
export function imageSnippet(alt: string, url: string): string {
  return `![${alt.replace(/[[\]\n\r]/g, " ").trim()}](${url})`;
}

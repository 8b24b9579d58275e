import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type Sharp from "sharp";
import { fail, ok, type Result } from "~/kernel/result";
import { ARTICLE_IMAGE_MAX_BYTES, ARTICLE_IMAGE_MAX_PIXELS, BODY_IMAGE_MAX_WIDTH, COVER_HEIGHT, COVER_WIDTH, isArticleFileName, sniffImageKind } from "./domain/images";
import type { ArticleImageError } from "./status";

/**
 * Covers and body images: recognised by their first bytes, decoded and re-encoded by sharp to
 * WebP without metadata, stored under a random name in UPLOADS_DIR/articles (like avatars,
 * app/modules/accounts/avatar.server.ts). They are public, so the name is the only key.
 */
export interface ArticleImageStorage {
  uploadsDir: string;
}

export type ArticleImageUse = "cover" | "body";

let loadedSharp: Promise<{ default: typeof Sharp }> | undefined;
// sharp is loaded on the first upload, not when the server starts (issue 15: memory while serving pages).
const loadSharp = async () => (await (loadedSharp ??= import("sharp"))).default;

export function articleImageDirectory(storage: ArticleImageStorage): string {
  return path.resolve(storage.uploadsDir, "articles");
}

export async function renderArticleImage(bytes: Uint8Array, use: ArticleImageUse): Promise<Result<Buffer, ArticleImageError>> {
  if (bytes.byteLength === 0) return fail("content:errors.imageRequired");
  if (bytes.byteLength > ARTICLE_IMAGE_MAX_BYTES) return fail("content:errors.imageTooLarge");
  const kind = sniffImageKind(bytes);
  if (!kind) return fail("content:errors.notImage");
  const sharp = await loadSharp();
  try {
    const options = { failOn: "error", limitInputPixels: ARTICLE_IMAGE_MAX_PIXELS, animated: false } as const;
    const metadata = await sharp(bytes, options).metadata();
    // The decoder must agree with the signature: a PNG header on something else is refused.
    if (metadata.format !== kind) return fail("content:errors.notImage");
    const pipeline = sharp(bytes, options).rotate();
    const resized =
      use === "cover"
        ? pipeline.resize(COVER_WIDTH, COVER_HEIGHT, { fit: "cover", position: "attention" })
        : pipeline.resize({ width: BODY_IMAGE_MAX_WIDTH, withoutEnlargement: true });
    return ok(await resized.webp({ quality: 80, effort: 4 }).toBuffer());
  } catch {
    return fail("content:errors.notImage");
  }
}

/** Writes already-encoded WebP bytes under a new random name. */
export async function writeArticleImage(storage: ArticleImageStorage, webp: Buffer): Promise<string> {
  const file = `${randomBytes(16).toString("hex")}.webp`;
  await fs.mkdir(articleImageDirectory(storage), { recursive: true });
  await fs.writeFile(path.join(articleImageDirectory(storage), file), webp, { flag: "wx", mode: 0o644 });
  return file;
}

export async function storeArticleImage(storage: ArticleImageStorage, bytes: Uint8Array, use: ArticleImageUse): Promise<Result<{ file: string }, ArticleImageError>> {
  const rendered = await renderArticleImage(bytes, use);
  if (!rendered.ok) return rendered;
  return ok({ file: await writeArticleImage(storage, rendered.value) });
}

export async function deleteArticleImage(storage: ArticleImageStorage, file: string | null): Promise<void> {
  if (!file || !isArticleFileName(file)) return;
  try {
    await fs.unlink(path.join(articleImageDirectory(storage), file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") console.error("could not delete article image", file, error);
  }
}

/** The bytes of a stored image, or null when the name is not ours or the file is gone. */
export async function readArticleImage(storage: ArticleImageStorage, file: string): Promise<Buffer | null> {
  if (!isArticleFileName(file)) return null;
  try {
    return await fs.readFile(path.join(articleImageDirectory(storage), file));
  } catch {
    return null;
  }
}

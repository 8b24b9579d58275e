import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type Sharp from "sharp";
import { sniffImageKind } from "~/kernel/image-kind";
import { fail, ok, type Result } from "~/kernel/result";
import { REVIEW_PHOTO_FULL_PX, REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTO_MAX_PIXELS, REVIEW_PHOTO_THUMB_PX } from "./domain/limits";
import { cleanPhotoName, isReviewPhotoFile } from "./domain/rules";
import type { StoredPhotoRow } from "./queries.server";

/**
 * Review photos: like avatars, an upload is recognised by its first bytes, confirmed by sharp's
 * decoder, turned upright and re-encoded to WebP (a full image and a square thumbnail) without
 * any metadata — sharp writes none unless asked, so a phone's EXIF location never leaves the
 * server — under random names in `<uploadsDir>/reviews/`.
 */
export interface UploadedPhotoBytes {
  bytes: Uint8Array;
  name: string;
}

export type PhotoRefusal = "reviews:errors.photoTooLarge" | "reviews:errors.photoNotImage";

// libvips is loaded with the first photo, not when the server starts (see avatar.server.ts).
let loadedSharp: Promise<{ default: typeof Sharp }> | undefined;
const loadSharp = async () => (await (loadedSharp ??= import("sharp"))).default;

export function reviewPhotoDirectory(uploadsDir: string): string {
  return path.resolve(uploadsDir, "reviews");
}

/** The stored photo's path for /media/reviews/<file>, or null for any name that is not one of ours. */
export function reviewPhotoPath(uploadsDir: string, file: string): string | null {
  return isReviewPhotoFile(file) ? path.join(reviewPhotoDirectory(uploadsDir), file) : null;
}

const randomFile = () => `${randomBytes(16).toString("hex")}.webp`;

interface RenderedPhoto {
  full: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

async function renderPhoto(bytes: Uint8Array): Promise<RenderedPhoto | null> {
  const kind = sniffImageKind(bytes);
  if (!kind) return null;
  const sharp = await loadSharp();
  const options = { failOn: "error", limitInputPixels: REVIEW_PHOTO_MAX_PIXELS, animated: false } as const;
  try {
    const metadata = await sharp(bytes, options).metadata();
    // The decoder must agree with the signature: a PNG header on something else is not taken.
    if (metadata.format !== kind) return null;
    const full = await sharp(bytes, options)
      .rotate()
      .resize(REVIEW_PHOTO_FULL_PX, REVIEW_PHOTO_FULL_PX, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await sharp(bytes, options)
      .rotate()
      .resize(REVIEW_PHOTO_THUMB_PX, REVIEW_PHOTO_THUMB_PX, { fit: "cover", position: "centre" })
      .webp({ quality: 78, effort: 4 })
      .toBuffer();
    return { full: full.data, thumb, width: full.info.width, height: full.info.height };
  } catch {
    return null;
  }
}

export interface PreparedPhoto {
  rendered: RenderedPhoto;
  name: string;
}

/** Checks and re-encodes every photo in memory; the first refused one names itself in the error's values. */
export async function prepareReviewPhotos(photos: readonly UploadedPhotoBytes[]): Promise<Result<PreparedPhoto[], PhotoRefusal>> {
  const prepared: PreparedPhoto[] = [];
  for (const upload of photos) {
    const name = cleanPhotoName(upload.name);
    if (upload.bytes.byteLength > REVIEW_PHOTO_MAX_BYTES) return fail("reviews:errors.photoTooLarge", { name });
    const rendered = await renderPhoto(upload.bytes);
    if (!rendered) return fail("reviews:errors.photoNotImage", { name });
    prepared.push({ rendered, name });
  }
  return ok(prepared);
}

/**
 * Writes prepared photos under new random names. When writing fails, what was written is
 * removed; the caller removes them too when its transaction does not commit.
 */
export async function writeReviewPhotos(uploadsDir: string, prepared: readonly PreparedPhoto[]): Promise<StoredPhotoRow[]> {
  if (prepared.length === 0) return [];
  const directory = reviewPhotoDirectory(uploadsDir);
  await fs.mkdir(directory, { recursive: true });
  const stored: StoredPhotoRow[] = [];
  try {
    for (const { rendered, name } of prepared) {
      const row: StoredPhotoRow = { file: randomFile(), thumb_file: randomFile(), name, width: rendered.width, height: rendered.height };
      stored.push(row);
      await fs.writeFile(path.join(directory, row.file), rendered.full, { flag: "wx", mode: 0o644 });
      await fs.writeFile(path.join(directory, row.thumb_file), rendered.thumb, { flag: "wx", mode: 0o644 });
    }
  } catch (error) {
    await deleteReviewPhotoFiles(uploadsDir, stored);
    throw error;
  }
  return stored;
}

/** Deletes photo files (full and thumbnail); a missing file is fine, any other failure is logged. */
export async function deleteReviewPhotoFiles(uploadsDir: string, photos: readonly { file: string; thumb_file: string }[]): Promise<void> {
  for (const file of photos.flatMap((p) => [p.file, p.thumb_file])) {
    const target = reviewPhotoPath(uploadsDir, file);
    if (!target) continue;
    try {
      await fs.unlink(target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") console.error("[reviews] could not delete a photo file", file, error);
    }
  }
}

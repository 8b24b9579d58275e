import { randomBytes } from "node:crypto";
import type Sharp from "sharp";
import fs from "node:fs/promises";
import path from "node:path";
import type { DB } from "~/db/client.server";
import { swapAvatarFile } from "./queries/user-avatars.server";
import { AVATAR_SIZE_PX, isAvatarFileName, sniffImageKind } from "./domain/avatar";
import { fail, ok, type Result } from "~/kernel/result";

/**
 * Avatars: an upload is read in memory up to the configured size, recognised by its first
 * bytes (never by the client's type or name), decoded and re-encoded by sharp to a 256x256
 * WebP without metadata, and stored under a random name. The previous file is deleted.
 */
export type AvatarError = "required" | "tooLarge" | "notImage" | "badRequest" | "notFound";

/** The avatar form as app/web/avatar-upload.server.ts reads it from the request. */
export type AvatarRequest = { intent: "upload"; bytes: Uint8Array } | { intent: "remove" };

export interface AvatarStorage {
  uploadsDir: string;
}

/** Larger images are refused before decoding: a small compressed file can unpack to gigabytes. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * sharp brings libvips (~15 MB resident) into the process; only an avatar upload needs it, so
 * it is loaded then, not when the server starts (issue 15: memory while serving pages).
 */
let loadedSharp: Promise<{ default: typeof Sharp }> | undefined;
const loadSharp = async () => (await (loadedSharp ??= import("sharp"))).default;

/** Decodes an accepted image and draws the 256x256 WebP avatar (centre crop, EXIF rotation applied, no metadata). */
export async function renderAvatar(bytes: Uint8Array): Promise<Result<Buffer, "notImage">> {
  const kind = sniffImageKind(bytes);
  if (!kind) return fail("notImage");
  const sharp = await loadSharp();
  try {
    const options = { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS, animated: false } as const;
    const metadata = await sharp(bytes, options).metadata();
    // The decoder must agree with the signature: a PNG header on a JPEG body is not an image we take.
    if (metadata.format !== kind) return fail("notImage");
    const webp = await sharp(bytes, options)
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: "cover", position: "centre" })
      .webp({ quality: 82, effort: 4 })
      .toBuffer();
    return ok(webp);
  } catch {
    return fail("notImage");
  }
}

export function avatarDirectory(storage: AvatarStorage): string {
  return path.resolve(storage.uploadsDir, "avatars");
}

/** The stored file's path, or null for any name that is not one of ours. */
export function avatarFilePath(storage: AvatarStorage, file: string): string | null {
  return isAvatarFileName(file) ? path.join(avatarDirectory(storage), file) : null;
}

async function deleteAvatarFile(storage: AvatarStorage, file: string | null): Promise<void> {
  const target = file ? avatarFilePath(storage, file) : null;
  if (!target) return;
  try {
    await fs.unlink(target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") console.error("could not delete avatar", file, error);
  }
}

export async function replaceAvatar(
  db: DB,
  userId: number,
  bytes: Uint8Array,
  storage: AvatarStorage,
  now: Date,
): Promise<Result<{ file: string }, AvatarError>> {
  const rendered = await renderAvatar(bytes);
  if (!rendered.ok) return rendered;
  const file = `${randomBytes(16).toString("hex")}.webp`;
  const target = path.join(avatarDirectory(storage), file);
  await fs.mkdir(avatarDirectory(storage), { recursive: true });
  await fs.writeFile(target, rendered.value, { flag: "wx", mode: 0o644 });
  try {
    const { found, previous } = await swapAvatarFile(db, userId, file, now);
    if (!found) {
      await deleteAvatarFile(storage, file);
      return fail("notFound");
    }
    if (previous !== file) await deleteAvatarFile(storage, previous);
    return ok({ file });
  } catch (error) {
    await deleteAvatarFile(storage, file);
    throw error;
  }
}

export async function removeAvatar(db: DB, userId: number, storage: AvatarStorage, now: Date): Promise<Result<null, AvatarError>> {
  const { found, previous } = await swapAvatarFile(db, userId, null, now);
  if (!found) return fail("notFound");
  await deleteAvatarFile(storage, previous);
  return ok(null);
}

/** The bytes of a stored avatar, or null when the name is not ours or the file is gone. */
export async function readAvatarFile(storage: AvatarStorage, file: string): Promise<Buffer | null> {
  const target = avatarFilePath(storage, file);
  if (!target) return null;
  try {
    return await fs.readFile(target);
  } catch {
    return null;
  }
}

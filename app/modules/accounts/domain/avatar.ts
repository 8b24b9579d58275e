/**
 * Avatar rules that need no I/O: which bytes are an image we accept, and what a stored
 * avatar file is called. The client's Content-Type and file name are never trusted.
 */
export { sniffImageKind, type ImageKind } from "~/kernel/image-kind";

export const AVATAR_SIZE_PX = 256;

/** Stored avatars are `<32 lowercase hex>.webp`; nothing else is ever read or deleted. */
export const AVATAR_FILE_PATTERN = /^[a-f0-9]{32}\.webp$/;

export function isAvatarFileName(name: string): boolean {
  return AVATAR_FILE_PATTERN.test(name);
}

/**
 * Avatar rules that need no I/O: which bytes are an image we accept, and what a stored
 * avatar file is called. The client's Content-Type and file name are never trusted.
 */
export type ImageKind = "jpeg" | "png" | "webp" | "gif";

export const AVATAR_SIZE_PX = 256;

/** Stored avatars are `<32 lowercase hex>.webp`; nothing else is ever read or deleted. */
export const AVATAR_FILE_PATTERN = /^[a-f0-9]{32}\.webp$/;

export function isAvatarFileName(name: string): boolean {
  return AVATAR_FILE_PATTERN.test(name);
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type the first bytes announce (magic numbers), or null for anything else. */
export function sniffImageKind(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  return null;
}

import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import { fail, ok, type Result } from "~/kernel/result";
import type { AvatarError, AvatarRequest } from "~/modules/accounts/index.server";

/**
 * The web half of avatar uploads: the request body read in memory within the configured size.
 * What the bytes become (sniffed, re-encoded, stored) is the accounts module's (avatar.server.ts).
 */

/** Room for the multipart boundaries and the small fields around the file. */
const ENVELOPE_BYTES = 64 * 1024;
const MAX_PARTS = 8;
const MAX_TEXT_PART_BYTES = 1024;

class TooManyPartsError extends Error {}

async function readText(data: AsyncIterable<Uint8Array>, limit: number, name: string): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size > limit) throw new MaxPartSizeExceededError(name, limit);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function uploadHandler(maxBytes: number): UploadHandler {
  const memory = unstable_createMemoryUploadHandler({ maxPartSize: maxBytes });
  let parts = 0;
  return async (part) => {
    parts += 1;
    if (parts > MAX_PARTS) throw new TooManyPartsError("too many parts");
    if (typeof part.filename === "string") {
      // Every file part is read (the parser needs it consumed) within the limit; only `avatar` is kept.
      const value = await memory(part);
      return part.name === "avatar" ? value : undefined;
    }
    return readText(part.data, MAX_TEXT_PART_BYTES, part.name);
  };
}

/**
 * Reads the avatar form: a multipart upload (field `avatar`) or the remove button (`intent=remove`,
 * multipart or urlencoded). Oversize and malformed bodies are answered with an error code, never thrown.
 */
export async function readAvatarRequest(request: Request, maxBytes: number): Promise<Result<AvatarRequest, AvatarError>> {
  const contentType = request.headers.get("Content-Type") ?? "";
  const declaredLength = Number(request.headers.get("Content-Length") ?? "");
  if (Number.isFinite(declaredLength) && declaredLength > maxBytes + ENVELOPE_BYTES) return fail("tooLarge");

  let formData: FormData;
  try {
    if (contentType.startsWith("multipart/form-data")) {
      formData = await unstable_parseMultipartFormData(request, uploadHandler(maxBytes));
    } else if (contentType.startsWith("application/x-www-form-urlencoded")) {
      if (Number.isFinite(declaredLength) && declaredLength > ENVELOPE_BYTES) return fail("badRequest");
      formData = await request.formData();
    } else {
      return fail("badRequest");
    }
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return fail("tooLarge");
    return fail("badRequest");
  }

  if (formData.get("intent") === "remove") return ok({ intent: "remove" });
  const file = formData.get("avatar");
  if (!file || typeof file === "string" || file.size === 0) return fail("required");
  if (file.size > maxBytes) return fail("tooLarge");
  return ok({ intent: "upload", bytes: new Uint8Array(await file.arrayBuffer()) });
}

import { fail, ok, type Result } from "~/kernel/result";
import type { AvatarError, AvatarRequest } from "~/modules/accounts/index.server";
import { readMultipartForm, type MultipartError } from "./multipart-form.server";

/**
 * The web half of avatar uploads: the request body read in memory within the configured size
 * by the shared multipart reader. What the bytes become (sniffed, re-encoded, stored) is the
 * accounts module's (avatar.server.ts).
 */

const REFUSALS: Record<MultipartError, AvatarError> = {
  notAForm: "badRequest",
  badRequest: "badRequest",
  bodyTooLarge: "tooLarge",
  fileTooLarge: "tooLarge",
  tooManyFiles: "badRequest",
};

/**
 * Reads the avatar form: a multipart upload (field `avatar`) or the remove button (`intent=remove`,
 * multipart or urlencoded). Oversize and malformed bodies are answered with an error code, never thrown.
 */
export async function readAvatarRequest(request: Request, maxBytes: number): Promise<Result<AvatarRequest, AvatarError>> {
  const body = await readMultipartForm(request, { fileField: "avatar", maxFiles: 1, maxFileBytes: maxBytes, maxTextBytes: 1024, maxParts: 8 });
  if (!body.ok) return fail(REFUSALS[body.error]);
  if (body.value.fields.get("intent") === "remove") return ok({ intent: "remove" });
  const file = body.value.files[0];
  if (!file) return fail("required");
  return ok({ intent: "upload", bytes: file.bytes });
}

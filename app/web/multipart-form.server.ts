import { MaxPartSizeExceededError, unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { fail, ok, type Result } from "~/kernel/result";

/**
 * The one reader of forms that carry files (review photos, the avatar): the text fields as
 * FormData and the files of one field in memory, each within its byte cap. A body that is too
 * big is refused by its Content-Length before a byte is read; junk (a broken stream, a JSON
 * body, too many parts) is answered with an error code, never thrown. What the bytes become
 * (sniffed, re-encoded, stored) is the module's business, not this reader's.
 */

export interface MultipartLimits {
  /** The file field kept; file parts under any other name are read and dropped. */
  fileField: string;
  maxFiles: number;
  maxFileBytes: number;
  /** Per text field. */
  maxTextBytes?: number;
  /** Text and file parts together. */
  maxParts?: number;
}

export interface UploadedFile {
  bytes: Uint8Array;
  /** The client's file name, as sent (only ever shown as text). */
  name: string;
}

export interface MultipartForm {
  /** The text fields only. */
  fields: FormData;
  files: UploadedFile[];
}

/** `fileTooLarge` carries the file's `name` in the failure's values. */
export type MultipartError = "notAForm" | "badRequest" | "bodyTooLarge" | "tooManyFiles" | "fileTooLarge";

/** Room for the boundaries, part headers and the small fields around the files. */
const ENVELOPE_BYTES = 64 * 1024;
const DEFAULT_TEXT_BYTES = 4 * 1024;
const DEFAULT_MAX_PARTS = 20;

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

class Refused extends Error {
  constructor(
    readonly code: MultipartError,
    readonly values?: Record<string, string>,
  ) {
    super(code);
  }
}

async function readAll(data: AsyncIterable<Uint8Array>, limit: number, onOver: () => Refused | MaxPartSizeExceededError): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size > limit) throw onOver();
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

function uploadHandler(limits: MultipartLimits, files: UploadedFile[]): UploadHandler {
  const maxText = limits.maxTextBytes ?? DEFAULT_TEXT_BYTES;
  const maxParts = limits.maxParts ?? DEFAULT_MAX_PARTS;
  let parts = 0;
  return async (part) => {
    parts += 1;
    if (parts > maxParts) throw new Refused("badRequest");
    if (typeof part.filename === "string") {
      const name = part.filename.slice(0, 200);
      // Every file part is consumed (the parser needs it) within the cap; only our field is kept.
      const bytes = await readAll(part.data, limits.maxFileBytes, () => new Refused("fileTooLarge", { name }));
      // A form without JavaScript sends an empty part for a file input with nothing chosen.
      if (part.name !== limits.fileField || bytes.byteLength === 0) return undefined;
      if (files.length >= limits.maxFiles) throw new Refused("tooManyFiles");
      files.push({ bytes, name });
      return undefined;
    }
    const bytes = await readAll(part.data, maxText, () => new Refused("badRequest"));
    return Buffer.from(bytes).toString("utf8");
  };
}

function mediaType(contentType: string): string {
  return contentType.split(";")[0]!.trim().toLowerCase();
}

/** Reads a multipart form (or a urlencoded one, which has no files). */
export async function readMultipartForm(request: Request, limits: MultipartLimits): Promise<Result<MultipartForm, MultipartError>> {
  const type = mediaType(request.headers.get("Content-Type") ?? "");
  const declaredLength = Number(request.headers.get("Content-Length") ?? "");
  const known = request.headers.has("Content-Length") && Number.isFinite(declaredLength);
  const files: UploadedFile[] = [];
  let fields: FormData;
  try {
    if (type === "multipart/form-data") {
      if (known && declaredLength > limits.maxFiles * limits.maxFileBytes + ENVELOPE_BYTES) return fail<MultipartError>("bodyTooLarge");
      fields = await unstable_parseMultipartFormData(request, uploadHandler(limits, files));
    } else if (type === "application/x-www-form-urlencoded") {
      if (known && declaredLength > ENVELOPE_BYTES) return fail<MultipartError>("bodyTooLarge");
      fields = await request.formData();
    } else {
      return fail<MultipartError>("notAForm");
    }
  } catch (error) {
    if (error instanceof Refused) return fail<MultipartError>(error.code, error.values);
    if (error instanceof MaxPartSizeExceededError) return fail<MultipartError>("badRequest");
    return fail<MultipartError>("badRequest");
  }
  for (const [name, value] of fields) {
    if (typeof value !== "string" || CONTROL_CHARACTERS.test(name) || CONTROL_CHARACTERS.test(value)) return fail<MultipartError>("badRequest");
  }
  return ok({ fields, files });
}

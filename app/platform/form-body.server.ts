/** The content types a browser form sends. Anything else is not a form post. */
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * The largest form body any action reads. Every form of the shop is text (the avatar upload has
 * its own reader with its own caps), so 1 MB is far above a real post and bounds the memory a
 * single request can take before the schema's field limits answer.
 */
export const MAX_FORM_BYTES = 1_000_000;

/**
 * The one body reader of every action. A body that is not a form is the client's mistake and
 * changes nothing: a wrong or missing Content-Type is a 415, a body over MAX_FORM_BYTES a 413, a
 * malformed urlencoded or multipart stream a 400. Each carries an i18n key the error page
 * translates; none is ever a 500.
 */
export async function readFormData(request: Request): Promise<FormData> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!FORM_TYPES.has(mediaType(contentType))) throw clientError(415, "errors.notAForm");
  const declaredLength = Number(request.headers.get("Content-Length") ?? "");
  if (Number.isFinite(declaredLength) && declaredLength > MAX_FORM_BYTES) throw tooLarge();
  const bytes = await readAtMost(request, MAX_FORM_BYTES);
  if (bytes === null) throw tooLarge();
  let form: FormData;
  try {
    // Parsed from the bytes already read, with the request's own boundary parameter.
    form = await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw badRequest();
  }
  for (const [name, value] of form) {
    if (CONTROL_CHARACTERS.test(name) || (typeof value === "string" && CONTROL_CHARACTERS.test(value))) throw badRequest();
  }
  return form;
}

/**
 * No one types NUL or the other C0 control characters (tab and line breaks aside) into a form;
 * they reach a database, a mail header or a log line only to cut or disguise what follows.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** `multipart/form-data; boundary=x` → `multipart/form-data`. */
function mediaType(contentType: string): string {
  return contentType.split(";")[0]!.trim().toLowerCase();
}

/** The whole body, or null when it is longer than `limit` (a chunked body has no Content-Length to check first). */
async function readAtMost(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      length += value.byteLength;
      if (length > limit) {
        await reader.cancel().catch(() => {});
        return null;
      }
      chunks.push(value);
    }
  } catch {
    // The client went away or sent a broken chunked stream.
    throw badRequest();
  }
  const body = new Uint8Array(new ArrayBuffer(length));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * A 4xx whose page shows the translated message named by `messageKey` (the root ErrorBoundary).
 * A Response, not data(): Remix logs thrown data as a server error, and a client's mistake is not one.
 */
export function clientError(status: number, messageKey: string): Response {
  return new Response(messageKey, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** The rest of the body is never read; server.mjs ends the connection when it answers early. */
function tooLarge(): Response {
  return clientError(413, "errors.tooLarge");
}

/** A 400 whose page shows the translated generic message (no English text in the body). */
export function badRequest() {
  return clientError(400, "errors.badRequest");
}

export function notFound() {
  return new Response("Not found", { status: 404 });
}

/** A route parameter that must be a positive row id; anything else is a page that does not exist. */
export function requireIdParam(value: string | undefined): number {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) throw notFound();
  const id = Number(value);
  if (!Number.isSafeInteger(id)) throw notFound();
  return id;
}

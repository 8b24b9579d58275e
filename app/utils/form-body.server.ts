import { data } from "@remix-run/node";

/**
 * Reads a urlencoded or multipart form body. A body that is not a form (a wrong Content-Type,
 * a malformed multipart stream) is the client's mistake: 400 (the error page's translated
 * 'bad request'), never a 500.
 */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw badRequest();
  }
}

/** A 400 whose page shows the translated generic message (no English text in the body). */
export function badRequest() {
  return data(null, { status: 400 });
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

import type { LoaderFunctionArgs } from "@remix-run/node";
import { readAvatarFile } from "~/modules/accounts/index.server";
import { env } from "~/config/env.server";

/**
 * GET /media/avatars/{32 hex}.webp: a stored avatar. Only names the shop generates are read;
 * anything else is a 404 before the disk is touched. The name changes with every upload, so
 * the browser may keep it for a year; `private` keeps it out of shared caches.
 */
function notFound() {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff", "Cache-Control": "no-store" },
  });
}

export async function loader({ params }: LoaderFunctionArgs) {
  const bytes = await readAvatarFile({ uploadsDir: env().UPLOADS_DIR }, params.file ?? "");
  if (!bytes) return notFound();
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(bytes.byteLength),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
}

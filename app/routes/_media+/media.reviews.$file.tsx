import type { LoaderFunctionArgs } from "@remix-run/node";
import fs from "node:fs/promises";
import { env } from "~/config/env.server";
import { reviewPhotoPath } from "~/modules/reviews/index.server";

/**
 * GET /media/reviews/<file>: a review photo (full image or thumbnail), re-encoded by the shop.
 * Only names the shop generates are read; anything else is a 404 before the disk is touched.
 * A photo's name never changes its bytes (an edit adds new names), so it may be kept a year;
 * the photos are public, on public pages.
 */
function notFound() {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff", "Cache-Control": "no-store" },
  });
}

export async function loader({ params }: LoaderFunctionArgs) {
  const file = params.file ?? "";
  const path = reviewPhotoPath(env().UPLOADS_DIR, file);
  // Every stored photo is re-encoded to WebP (photos.server.ts): the type is ours, never the upload's.
  if (!path || !file.endsWith(".webp")) return notFound();
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(path);
  } catch {
    return notFound();
  }
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(bytes.byteLength),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
}

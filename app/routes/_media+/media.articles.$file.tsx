import type { LoaderFunctionArgs } from "@remix-run/node";
import { env } from "~/config/env.server";
import { readArticleImage } from "~/modules/content/index.server";

/**
 * GET /media/articles/{32 hex}.webp: an article's cover or body image. Only names the shop
 * generates are read. They are public (the article is) and never change under one name, so
 * any cache may keep them for a year.
 */
function notFound() {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff", "Cache-Control": "no-store" },
  });
}

export async function loader({ params }: LoaderFunctionArgs) {
  const bytes = await readArticleImage({ uploadsDir: env().UPLOADS_DIR }, params.file ?? "");
  if (!bytes) return notFound();
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

import type { LoaderFunctionArgs } from "@remix-run/node";
import { renderProductImageSvg } from "~/modules/catalog";

const SVG_HEADERS = {
  "Content-Type": "image/svg+xml",
  "Cache-Control": "public, max-age=31536000, immutable",
  "X-Content-Type-Options": "nosniff",
  // An SVG opened directly is a document: allow nothing but its own inline styles.
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

/** Locally drawn product images: /media/products/{shape}-{colour}[-{view}].svg */
export function loader({ params }: LoaderFunctionArgs) {
  const file = params.style ?? "";
  const svg = file.endsWith(".svg") ? renderProductImageSvg(file.slice(0, -".svg".length)) : null;
  if (svg === null) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300", "X-Content-Type-Options": "nosniff" },
    });
  }
  return new Response(svg, { headers: SVG_HEADERS });
}

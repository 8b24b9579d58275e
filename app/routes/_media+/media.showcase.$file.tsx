import type { LoaderFunctionArgs } from "@remix-run/node";
import { showcaseImageSvg } from "~/modules/lookbooks/index.server";

const NAME = /^[a-z0-9][a-z0-9-]{0,119}$/;

/** Lookbook and promotion pictures (/media/showcase/{name}.svg), drawn from colours by name. */
export async function loader({ params }: LoaderFunctionArgs) {
  const file = params.file ?? "";
  const name = file.endsWith(".svg") ? file.slice(0, -".svg".length) : "";
  if (!NAME.test(name)) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300", "X-Content-Type-Options": "nosniff" },
    });
  }
  return new Response(showcaseImageSvg(name), {
    headers: {
      "Content-Type": "image/svg+xml",
      // A name always draws the same picture.
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { brandLogoSvg } from "~/modules/catalog/index.server";

const CODE = /^[a-z0-9][a-z0-9-]{0,63}$/;

function notFound() {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300", "X-Content-Type-Options": "nosniff" },
  });
}

function svgResponse(svg: string) {
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml",
      // Logos are drawn from the brand's name, which can be edited: cache for a day, not forever.
      "Cache-Control": "public, max-age=86400",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}

/** Brand logos (/media/brands/{brand code}.svg) and the shop's own logo (/media/brands/store.svg). */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const file = params.code ?? "";
  if (!file.endsWith(".svg")) return notFound();
  const code = file.slice(0, -".svg".length);
  if (!CODE.test(code)) return notFound();

  const svg = await brandLogoSvg(context.db, code);
  return svg ? svgResponse(svg) : notFound();
}

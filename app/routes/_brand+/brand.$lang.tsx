import { data, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { MicrositeFrame } from "~/modules/microsite";
import { brandTexts } from "~/modules/microsite/index.server";
import { requireMicrositeVisitor } from "~/web/microsite-gate.server";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import micrositeStylesHref from "~/styles/microsite.css";

/**
 * /brand/{lang}/...: the brand microsite in one of its five languages, behind the 21+ age gate
 * (storefront-spec.md §1, §2; docs/decisions/052-brand-microsite.md). An unknown language is a
 * 404; a visitor who has not passed the gate is sent to it with the page they asked for.
 */

export const handle = { microsite: true };

// The loader's Cache-Control (and the gate's noindex) are the page's; the sections below inherit them.
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: micrositeStylesHref }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = await requireMicrositeVisitor(request, context, params);
  // What a page shows depends on the gate's cookie: never a shared cache.
  return data({ brandTexts: brandTexts(lang, ["brand"]) }, { headers: { "Cache-Control": "private, no-cache" } });
}

export default function MicrositeLayout() {
  return (
    <MicrositeFrame>
      <Outlet />
    </MicrositeFrame>
  );
}

// An unknown language never reaches the frame: the shop's own 404 answers it.
export { RouteErrorBoundary as ErrorBoundary };

import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { contentErrorMeta, contentMeta, MicrositeErrorBoundary, TastingPage } from "~/modules/microsite";
import { brandTexts, tastingEditions } from "~/modules/microsite/index.server";
import { requireMicrositeVisitor } from "~/web/microsite-gate.server";
import contentStylesHref from "~/styles/microsite-content.css";

/** /brand/{lang}/tasting: nose, palate and finish of each edition of the house vodka. */

export const meta: MetaFunction<typeof loader> = ({ data, matches, error }) =>
  data ? contentMeta(matches, { titleKey: "brandStory:tasting.metaTitle", descriptionKey: "brandStory:tasting.description", rest: "tasting" }) : contentErrorMeta(matches, error);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStylesHref }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = await requireMicrositeVisitor(request, context, params);
  const editions = await tastingEditions(context, { lang, now: context.now });
  return { brandTexts: brandTexts(lang, ["brandStory"]), editions };
}

export default function BrandTastingRoute() {
  const { editions } = useLoaderData<typeof loader>();
  return <TastingPage editions={editions} />;
}

export { MicrositeErrorBoundary as ErrorBoundary };

import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { CocktailList, contentErrorMeta, contentMeta, MicrositeErrorBoundary } from "~/modules/microsite";
import { brandTexts } from "~/modules/microsite/index.server";
import { requireMicrositeVisitor } from "~/web/microsite-gate.server";
import contentStylesHref from "~/styles/microsite-content.css";

/** /brand/{lang}/cocktails: the cocktails with the house vodka. */

export const meta: MetaFunction<typeof loader> = ({ data, matches, error }) =>
  data ? contentMeta(matches, { titleKey: "brandStory:cocktails.metaTitle", descriptionKey: "brandStory:cocktails.description", rest: "cocktails" }) : contentErrorMeta(matches, error);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStylesHref }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = await requireMicrositeVisitor(request, context, params);
  return { brandTexts: brandTexts(lang, ["brandStory"]) };
}

export default function BrandCocktailsRoute() {
  return <CocktailList />;
}

export { MicrositeErrorBoundary as ErrorBoundary };

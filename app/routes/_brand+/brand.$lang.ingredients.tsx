import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { contentErrorMeta, contentMeta, IngredientsPage, MicrositeErrorBoundary } from "~/modules/microsite";
import { brandTexts } from "~/modules/microsite/index.server";
import { requireMicrositeVisitor } from "~/web/microsite-gate.server";
import contentStylesHref from "~/styles/microsite-content.css";

/** /brand/{lang}/ingredients: what goes into the house vodka. */

export const meta: MetaFunction<typeof loader> = ({ data, matches, error }) =>
  data ? contentMeta(matches, { titleKey: "brandStory:ingredients.metaTitle", descriptionKey: "brandStory:ingredients.description", rest: "ingredients" }) : contentErrorMeta(matches, error);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStylesHref }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = await requireMicrositeVisitor(request, context, params);
  return { brandTexts: brandTexts(lang, ["brandStory"]) };
}

export default function BrandIngredientsRoute() {
  return <IngredientsPage />;
}

export { MicrositeErrorBoundary as ErrorBoundary };

import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { cocktailBySlug, CocktailDetail, contentErrorMeta, contentMeta, MicrositeErrorBoundary } from "~/modules/microsite";
import { brandTexts, cocktailProducts } from "~/modules/microsite/index.server";
import { requireMicrositeVisitor } from "~/web/microsite-gate.server";
import contentStylesHref from "~/styles/microsite-content.css";

/** /brand/{lang}/cocktails/{slug}: one recipe and the bottles to buy for it; an unknown slug is a 404. */

export const meta: MetaFunction<typeof loader> = ({ data: page, matches, error }) =>
  page
    ? contentMeta(matches, {
        titleKey: "brandStory:cocktails.detailTitle",
        descriptionKey: `brandStory:cocktails.items.${page.cocktail.slug}.intro`,
        rest: `cocktails/${page.cocktail.slug}`,
        nameKey: `brandStory:cocktails.items.${page.cocktail.slug}.name`,
        image: page.products[0]?.image,
      })
    : contentErrorMeta(matches, error);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStylesHref }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = await requireMicrositeVisitor(request, context, params);
  const cocktail = cocktailBySlug(params.slug);
  if (!cocktail) throw data(null, { status: 404 });
  const products = await cocktailProducts(context, cocktail, { lang, now: context.now });
  return { brandTexts: brandTexts(lang, ["brandStory"]), cocktail, products };
}

export default function BrandCocktailRoute() {
  const { cocktail, products } = useLoaderData<typeof loader>();
  return <CocktailDetail cocktail={cocktail} products={products} />;
}

export { MicrositeErrorBoundary as ErrorBoundary };

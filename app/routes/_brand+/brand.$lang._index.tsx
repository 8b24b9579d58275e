import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { contentErrorMeta, contentMeta, MicrositeErrorBoundary, StoryPage } from "~/modules/microsite";
import { brandTexts, storyProducts } from "~/modules/microsite/index.server";
import { requireMicrositeVisitor } from "~/web/microsite-gate.server";
import contentStylesHref from "~/styles/microsite-content.css";

/** /brand/{lang}: the story of Khar Suvd, the microsite's front page (storefront-spec.md §1). */

export const meta: MetaFunction<typeof loader> = ({ data, matches, error }) =>
  data ? contentMeta(matches, { titleKey: "brandStory:story.metaTitle", descriptionKey: "brandStory:story.description", rest: "", image: data.products[0]?.image }) : contentErrorMeta(matches, error);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStylesHref }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = await requireMicrositeVisitor(request, context, params);
  const products = await storyProducts(context, { lang, now: context.now });
  return { brandTexts: brandTexts(lang, ["brandStory"]), products };
}

export default function BrandStoryRoute() {
  const { products } = useLoaderData<typeof loader>();
  return <StoryPage products={products} />;
}

export { MicrositeErrorBoundary as ErrorBoundary };

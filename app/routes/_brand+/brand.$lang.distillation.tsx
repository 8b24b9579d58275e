import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { contentErrorMeta, contentMeta, DistillationPage, MicrositeErrorBoundary } from "~/modules/microsite";
import { brandTexts } from "~/modules/microsite/index.server";
import { requireMicrositeVisitor } from "~/web/microsite-gate.server";
import contentStylesHref from "~/styles/microsite-content.css";

/** /brand/{lang}/distillation: the process step by step, its numbers from siteConfig.brand. */

export const meta: MetaFunction<typeof loader> = ({ data, matches, error }) =>
  data ? contentMeta(matches, { titleKey: "brandStory:distillation.metaTitle", descriptionKey: "brandStory:distillation.description", rest: "distillation" }) : contentErrorMeta(matches, error);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStylesHref }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = await requireMicrositeVisitor(request, context, params);
  return { brandTexts: brandTexts(lang, ["brandStory"]) };
}

export default function BrandDistillationRoute() {
  return <DistillationPage />;
}

export { MicrositeErrorBoundary as ErrorBoundary };

import { data, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { brandTranslator, MicrositeFrame, micrositeMeta, micrositePath, useBrandTexts } from "~/modules/microsite";
import { brandTexts } from "~/modules/microsite/index.server";
import { pageAfterGate, requireMicrositeLocale } from "~/web/microsite-gate.server";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import micrositeStylesHref from "~/styles/microsite.css";

/**
 * /brand/{lang}/age/sorry: where 'no' and a date of birth under 21 lead. It lets nobody through;
 * a visitor who mistyped can go back to the question.
 */

export const handle = { microsite: true };

// The loader's Cache-Control (and the gate's noindex) are the page's; the sections below inherit them.
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? micrositeMeta(matches, { title: data.title, lang: data.brandTexts.lang, rest: "age/sorry", noindex: true }) : [];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: micrositeStylesHref }];

export function loader({ request, params }: LoaderFunctionArgs) {
  const lang = requireMicrositeLocale(params);
  const texts = brandTexts(lang, ["brand"]);
  const next = pageAfterGate(new URL(request.url).searchParams.get("next"), lang);
  return data(
    { brandTexts: texts, title: brandTranslator([texts]).t("brand:gate.sorry.pageTitle"), again: `${micrositePath(lang, "age")}?next=${encodeURIComponent(next)}` },
    { headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } },
  );
}

export default function AgeGateRefusal() {
  const { again } = useLoaderData<typeof loader>();
  const { t } = useBrandTexts();
  return (
    <MicrositeFrame showSections={false}>
      <section className="age-gate age-gate-sorry" aria-labelledby="age-sorry-title" data-testid="age-gate-sorry">
        <h1 id="age-sorry-title">{t("brand:gate.sorry.title")}</h1>
        <p>{t("brand:gate.sorry.body")}</p>
        <p>
          <a href={again}>{t("brand:gate.sorry.again")}</a>
        </p>
      </section>
    </MicrositeFrame>
  );
}

export { RouteErrorBoundary as ErrorBoundary };

import { data, type HeadersFunction, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AgeGateForm, AgeGateSchema, brandTranslator, MicrositeFrame, micrositeMeta, micrositePath, useBrandTexts } from "~/modules/microsite";
import { brandTexts, judgeAgeGateAnswer } from "~/modules/microsite/index.server";
import { hasPassedAgeGate, pageAfterGate, passedAgeGateCookie, requireMicrositeLocale } from "~/web/microsite-gate.server";
import { readFormData } from "~/platform/form-body.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { parseWithZod } from "~/ui/forms/parse.server";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import micrositeStylesHref from "~/styles/microsite.css";

/**
 * /brand/{lang}/age?next=...: 'ARE YOU OF LEGAL DRINKING AGE?' (storefront-spec.md §2, 21 years).
 * A date of birth of 21 or more sets the signed pass and goes on to the page asked for; under 21,
 * or 'no', leads to the polite refusal. Served to every visitor, crawlers too, and never indexed
 * (docs/decisions/052-brand-microsite.md).
 */

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export const handle = { microsite: true };

// The loader's Cache-Control (and the gate's noindex) are the page's; the sections below inherit them.
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? micrositeMeta(matches, { title: data.title, lang: data.brandTexts.lang, rest: "age", noindex: true }) : [];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: micrositeStylesHref }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = requireMicrositeLocale(params);
  const next = pageAfterGate(new URL(request.url).searchParams.get("next"), lang);
  // A visitor who already passed has nothing to answer.
  if (await hasPassedAgeGate(request, context.now)) throw redirect(next, { headers: PRIVATE });
  const texts = brandTexts(lang, ["brand"]);
  return data({ brandTexts: texts, next, title: brandTranslator([texts]).t("brand:gate.pageTitle") }, { headers: PRIVATE });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const lang = requireMicrositeLocale(params);
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: AgeGateSchema });
  if (submission.status !== "success") return data(submission.reply({ formErrors: ["brand:gate.errors.invalid"], hideFields: ["intent"] }), { status: 400, headers: PRIVATE });
  const next = pageAfterGate(submission.value.next, lang);
  const refused = redirect(`${micrositePath(lang, "age/sorry")}?next=${encodeURIComponent(next)}`, { status: 303, headers: PRIVATE });
  if (submission.value.intent === "decline") return refused;
  const verdict = judgeAgeGateAnswer(submission.value, context.now);
  if (verdict.kind === "invalid") return data(submission.reply({ fieldErrors: { year: [`brand:${verdict.error}`] } }), { status: 400, headers: PRIVATE });
  if (verdict.kind === "underAge") return refused;
  return redirect(next, { status: 303, headers: { ...PRIVATE, "Set-Cookie": await passedAgeGateCookie(context.now) } });
}

export default function AgeGatePage() {
  const { next } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useBrandTexts();
  return (
    <MicrositeFrame showSections={false}>
      <section className="age-gate" aria-labelledby="age-gate-title">
        <h1 id="age-gate-title">{t("brand:gate.title")}</h1>
        <p>{t("brand:gate.intro")}</p>
        <AgeGateForm next={next} lastResult={lastResult} />
      </section>
    </MicrositeFrame>
  );
}

// Only an unknown language fails here: the shop's own 404 answers it.
export { RouteErrorBoundary as ErrorBoundary };


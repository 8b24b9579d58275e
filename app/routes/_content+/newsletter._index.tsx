import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { NEWSLETTER_STATUS, NewsletterForm, SubscribeSchema } from "~/modules/newsletter";
import { subscribeToNewsletter } from "~/modules/newsletter/index.server";
import { readFormData } from "~/platform/form-body.server";
import { getCurrentUser } from "~/platform/guards.server";
import { assertNotBot } from "~/platform/honeypot.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite, safeRedirectPath } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { parseWithZod } from "~/ui/forms/parse.server";
import { useTranslation } from "~/ui/i18n";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import { seoMeta } from "~/ui/seo";
import messagesStylesHref from "~/styles/messages.css";

/**
 * /newsletter: the sign-up page, and where every sign-up form posts (the footer's too), so a
 * post without JavaScript from any page lands here: success goes back with a toast, a refusal
 * answers 400 with the message on this page (nothing written).
 */

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? seoMeta(matches, { title: data.title, description: data.description, path: "/newsletter" }) : [];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: messagesStylesHref }];

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await i18next.getFixedT(request);
  return { title: `${t("contact:newsletter.title")} · ${t("common:site.name")}`, description: t("contact:newsletter.description") };
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const formData = await readFormData(request);
  assertNotBot(formData);
  const submission = parseWithZod(formData, { schema: SubscribeSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const user = await getCurrentUser(request, context);
  const result = await subscribeToNewsletter(context.db, context.now, {
    email: submission.value.email,
    source: submission.value.source,
    userId: user?.id ?? null,
    locale: context.locale,
    clientIp: context.clientIp,
    origin: new URL(request.url).origin,
  });
  if (!result.ok) return data(submission.reply({ formErrors: [result.error] }), { status: NEWSLETTER_STATUS[result.error] });
  return redirectWithToast(safeRedirectPath(formData.get("redirectTo"), "/newsletter"), { kind: "success", key: "contact:toast.checkEmail" });
}

export default function NewsletterPage() {
  const { t } = useTranslation();
  useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <section className="account-panel newsletter-page" aria-labelledby="newsletter-title">
      <h1 id="newsletter-title">{t("contact:newsletter.title")}</h1>
      <p>{t("contact:newsletter.intro")}</p>
      <NewsletterForm id="newsletter-page" source="page" redirectTo="/newsletter" lastResult={lastResult} />
      <p className="field-hint">{t("contact:newsletter.promise")}</p>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };

import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { NEWSLETTER_STATUS, UnsubscribeSchema } from "~/modules/newsletter";
import { unsubscribeNewsletter, verifyUnsubscribe } from "~/modules/newsletter/index.server";
import { readFormData } from "~/platform/form-body.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { parseWithZod } from "~/ui/forms/parse.server";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";

/**
 * /newsletter/unsubscribe?email=…&sig=…: the link in every newsletter e-mail, signed with the
 * session secrets, so it needs no sign-in. GET shows a button; only the POST unsubscribes (mail
 * scanners prefetch links). A wrong signature is refused (400), whoever the address is.
 */

export const meta = privatePageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const t = await i18next.getFixedT(request);
  const email = params.get("email") ?? "";
  const sig = params.get("sig") ?? "";
  const verified = email.length <= 254 && sig.length <= 100 ? verifyUnsubscribe(email, sig) : null;
  return data(
    { title: pageTitle(t, t("contact:newsletter.unsubscribeTitle")), email: verified, sig },
    { status: verified ? 200 : 400, headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const submission = parseWithZod(await readFormData(request), { schema: UnsubscribeSchema });
  if (submission.status !== "success") return data({ error: "contact:errors.unsubscribeLinkBad" as const }, { status: 400 });
  const result = await unsubscribeNewsletter(context.db, context.now, submission.value.email, submission.value.sig);
  if (!result.ok) return data({ error: result.error }, { status: NEWSLETTER_STATUS[result.error] });
  return redirectWithToast("/", { kind: "success", key: "contact:toast.unsubscribed" });
}

export default function NewsletterUnsubscribe() {
  const { t } = useTranslation();
  const { email, sig } = useLoaderData<typeof loader>();
  return (
    <section className="request-page" aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title">{t("contact:newsletter.unsubscribeTitle")}</h1>
      {email ? (
        <>
          <p>{t("contact:newsletter.unsubscribeIntro", { email })}</p>
          <Form method="post">
            <input type="hidden" name="email" value={email} />
            <input type="hidden" name="sig" value={sig} />
            <button type="submit" className="button" data-testid="newsletter-unsubscribe">
              {t("contact:newsletter.unsubscribeSubmit")}
            </button>
          </Form>
        </>
      ) : (
        <p className="field-error" role="alert" data-testid="newsletter-unsubscribe-bad">
          {t("contact:errors.unsubscribeLinkBad")} <Link to="/">{t("contact:newsletter.home")}</Link>
        </p>
      )}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };

import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { ConfirmSubscriptionSchema } from "~/modules/newsletter";
import { confirmNewsletter, newsletterConfirmLink } from "~/modules/newsletter/index.server";
import { readFormData } from "~/platform/form-body.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { parseWithZod } from "~/ui/forms/parse.server";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";

/**
 * /newsletter/confirm?token=…: GET shows what the link confirms and a button; only the POST
 * confirms, so a mail scanner that opens links confirms nothing. A token works once.
 */

export const meta = privatePageMeta;

const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (token === "") throw redirect("/newsletter");
  const t = await i18next.getFixedT(request);
  const link = TOKEN.test(token) ? await newsletterConfirmLink(context.db, context.now, token) : null;
  return data(
    { title: pageTitle(t, t("contact:newsletter.confirmTitle")), token, email: link?.ok ? link.value.email : null },
    { status: link?.ok ? 200 : 410, headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const submission = parseWithZod(await readFormData(request), { schema: ConfirmSubscriptionSchema });
  if (submission.status !== "success") return redirectWithToast("/newsletter", { kind: "warning", key: "contact:errors.linkDead" });
  const result = await confirmNewsletter(context.db, context.now, submission.value.token, new URL(request.url).origin);
  if (!result.ok) return redirectWithToast("/newsletter", { kind: "warning", key: result.error });
  return redirectWithToast("/", { kind: "success", key: "contact:toast.confirmed" });
}

export default function NewsletterConfirm() {
  const { t } = useTranslation();
  const { token, email } = useLoaderData<typeof loader>();
  return (
    <section className="request-page" aria-labelledby="confirm-title">
      <h1 id="confirm-title">{t("contact:newsletter.confirmTitle")}</h1>
      {email ? (
        <>
          <p>{t("contact:newsletter.confirmIntro", { email })}</p>
          <Form method="post">
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="button" data-testid="newsletter-confirm">
              {t("contact:newsletter.confirmSubmit")}
            </button>
          </Form>
        </>
      ) : (
        <p data-testid="newsletter-link-dead">
          {t("contact:errors.linkDead")} <Link to="/newsletter">{t("contact:newsletter.title")}</Link>
        </p>
      )}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };

import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { siteConfig } from "~/config/site";
import { formatPhone } from "~/kernel/identifiers";
import { CONTACT_STATUS, ContactForm, ContactSchema } from "~/modules/contact";
import { contactDefaults, sendContactMessage, storeLocations } from "~/modules/contact/index.server";
import { readFormData } from "~/platform/form-body.server";
import { getCurrentUser } from "~/platform/guards.server";
import { assertNotBot } from "~/platform/honeypot.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { parseWithZod } from "~/ui/forms/parse.server";
import { useTranslation } from "~/ui/i18n";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import { seoMeta } from "~/ui/seo";
import messagesStylesHref from "~/styles/messages.css";

/**
 * /contact: the shop's phone, e-mail and stores with their hours, and the contact form. A
 * signed-in shopper's own confirmed e-mail and phone are filled in, and the server refuses any
 * other (storefront-spec.md §5); the sender gets a copy through the outbox.
 */

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? seoMeta(matches, { title: data.title, description: data.description, path: "/contact" }) : [];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: messagesStylesHref }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = await i18next.getFixedT(request);
  const user = await getCurrentUser(request, context);
  return data(
    {
      title: `${t("contact:page.title")} · ${t("common:site.name")}`,
      description: t("contact:page.description"),
      defaults: await contactDefaults(context.db, user?.id ?? null),
      stores: await storeLocations(context.db, context.locale),
    },
    { headers: { "Cache-Control": "private, no-cache" } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const formData = await readFormData(request);
  assertNotBot(formData);
  const submission = parseWithZod(formData, { schema: ContactSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const user = await getCurrentUser(request, context);
  const result = await sendContactMessage(context.db, context.now, { ...submission.value, userId: user?.id ?? null, locale: context.locale, clientIp: context.clientIp });
  if (!result.ok) return data(submission.reply({ formErrors: [result.error] }), { status: CONTACT_STATUS[result.error] });
  return redirectWithToast("/contact", { kind: "success", key: result.value.copy === "email" ? "contact:toast.contactSent" : "contact:toast.contactSentSms" });
}

export default function ContactPage() {
  const { t } = useTranslation();
  const { defaults, stores } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { phone, email } = siteConfig.contact;
  const { opens, closes } = siteConfig.workingHours;
  return (
    <section className="contact-page" aria-labelledby="contact-title">
      <h1 id="contact-title">{t("contact:page.title")}</h1>
      <p>{t("contact:page.intro")}</p>
      <div className="contact-columns">
        <div className="account-panel">
          <h2>{t("contact:page.reachUs")}</h2>
          <dl className="contact-details">
            <dt>{t("contact:page.phone")}</dt>
            <dd>
              <a href={`tel:${phone.replace(/\s+/g, "")}`}>{phone.replace(/ /g, "\u00a0")}</a>
            </dd>
            <dt>{t("contact:page.email")}</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </dl>
          <p>{t("contact:page.hours", { opens, closes })}</p>
          {stores.length > 0 ? (
            <>
              <h2>{t("contact:page.stores")}</h2>
              <ul className="contact-stores" data-testid="contact-stores">
                {stores.map((store) => (
                  <li key={store.id}>
                    <strong>{store.name}</strong>
                    <br />
                    {store.address}
                    <br />
                    {t("contact:page.storeHours", { opens: store.opensAt, closes: store.closesAt })}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
        <div className="account-panel">
          <h2>{t("contact:page.formHeading")}</h2>
          <ContactForm defaults={{ ...defaults, phone: defaults.phone ? formatPhone(defaults.phone) : "" }} lastResult={lastResult} />
        </div>
      </div>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };

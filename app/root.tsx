import { shopperListsFor } from "~/web/shopper-lists.server";
import { siteOrigin } from "~/web/site-origin.server";
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { cartOwnerFor } from "~/web/cart-owner.server";
import { endedSessionCookie, getCurrentUser } from "~/platform/guards.server";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLoaderData,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { TextsScript, useSyncLanguage, useTranslation } from "~/ui/i18n";
import { SiteFooter } from "~/ui/layout/SiteFooter";
import { SiteHeader } from "~/ui/layout/SiteHeader";
import { NotFound } from "~/ui/layout/NotFound";
import { RestartScreen } from "~/ui/layout/RestartScreen";
import { Toaster } from "~/ui/layout/Toaster";
import { navigationCategories } from "~/modules/catalog/index.server";
import { accountSummary } from "~/modules/auth";
import { cartItemCount } from "~/modules/cart/index.server";
import { PushPromptTimer } from "~/modules/push";
import { pushPromptFor } from "~/modules/push/index.server";

import { readToast } from "~/platform/toast.server";
import { ga4MeasurementId, takePendingEvents } from "~/web/analytics.server";
import { DataLayerPush } from "~/ui/layout/DataLayer";
import { useNonce } from "~/platform/nonce";
import { clientErrorText } from "~/platform/client-error-text";
import { useEffect } from "react";
import stylesHref from "~/styles/app.css";
import formStylesHref from "~/styles/forms.css";
import searchStylesHref from "~/styles/search.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  { rel: "stylesheet", href: searchStylesHref },
  { rel: "stylesheet", href: formStylesHref },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export const meta: MetaFunction = () => [{ title: "Хар Сувд" }];

export const handle = { i18n: "common" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = context.locale;
  const [categories, user, endedCookie, { toast, clear }, analytics] = await Promise.all([
    navigationCategories(context.db, locale),
    getCurrentUser(request, context),
    endedSessionCookie(request, context),
    readToast(request),
    takePendingEvents(request),
  ]);
  const owner = await cartOwnerFor(request, context);
  // A visitor with neither a session nor a cart cookie has no cart: no query for them.
  const cartCount = owner.userId !== null || owner.cartToken !== null ? await cartItemCount(context.db, owner) : 0;
  const lists = await shopperListsFor(request, context, user);
  // The push prompt (decision 058): only for a signed-in shopper, push configured, no 'no' on record.
  const push = user ? await pushPromptFor(context.db, user.id) : null;
  const headers = new Headers();
  // A cookie whose session was revoked or timed out signs the browser out (storefront-spec.md §4).
  if (endedCookie) headers.append("Set-Cookie", endedCookie);
  if (clear) headers.append("Set-Cookie", clear);
  if (analytics.clear) headers.append("Set-Cookie", analytics.clear);
  return data(
    { locale, origin: siteOrigin(request), categories, account: user ? accountSummary(user) : null, toast, cartCount, lists, push, ga4Id: ga4MeasurementId(), analyticsEvents: analytics.events },
    { headers },
  );
}

export type RootLoader = typeof loader;

// The menu, the signed-in user and toasts change only after a form post (language, sign-in,
// sign-out, any action that redirects with a toast).
// An address's `?lng=` is the language of that page: leaving or entering one changes the texts.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate, currentUrl, nextUrl }) =>
  formMethod !== undefined && formMethod.toUpperCase() !== "GET"
    ? defaultShouldRevalidate
    : currentUrl.searchParams.get("lng") !== nextUrl.searchParams.get("lng");

/**
 * A brand microsite page that loaded (decision 052): it has its own frame and language, so the
 * shop's header and footer step aside and `lang` is the page's (`zh-Hans` for cn).
 */
function useMicrositeLanguage(): string | null {
  const matches = useMatches();
  for (const match of matches) {
    // Read from the page's data: importing the microsite here would put it in every page's script.
    const htmlLang = (match.data as { brandTexts?: { htmlLang?: unknown } } | undefined)?.brandTexts?.htmlLang;
    if ((match.handle as { microsite?: boolean } | undefined)?.microsite && typeof htmlLang === "string") return htmlLang;
  }
  return null;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootLoader>("root");
  const locale = useMicrositeLanguage() ?? data?.locale ?? "mn";
  const nonce = useNonce();
  // Says that React has taken over the page. Until then a tap is a plain HTML post (which works);
  // the browser tests wait for it where they test the JavaScript way (tests/e2e/support/test.ts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#5b1420" />
        <TextsScript nonce={nonce} />
        <Meta />
        <Links />
        {data?.ga4Id ? <Ga4Tag id={data.ga4Id} nonce={nonce} /> : null}
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Google Analytics 4, only when GA4_MEASUREMENT_ID is set (the funnel events reach it through the dataLayer). */
function Ga4Tag({ id, nonce }: { id: string; nonce: string | undefined }) {
  const init = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',context.now);gtag('config',${JSON.stringify(id)});`;
  return (
    <>
      <script async nonce={nonce} src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`} />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: init }} />
    </>
  );
}

export default function App() {
  const { locale, categories, account, toast, cartCount, analyticsEvents, push } = useLoaderData<typeof loader>();
  useSyncLanguage(locale);
  if (useMicrositeLanguage()) {
    return (
      <>
        <DataLayerPush events={analyticsEvents} />
        <Outlet />
      </>
    );
  }
  return (
    <>
      <DataLayerPush events={analyticsEvents} />
      <SiteHeader locale={locale} categories={categories} account={account} cartCount={cartCount} />
      <main id="main" className="site-main">
        <Toaster toast={toast} />
        <Outlet />
      </main>
      <SiteFooter />
      <PushPromptTimer push={push} />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const data = useRouteLoaderData<RootLoader>("root");
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        {data ? <SiteHeader locale={data.locale} categories={data.categories} account={data.account} cartCount={data.cartCount} /> : null}
        <main id="main" className="site-main">
          <NotFound path={location.pathname} />
        </main>
        <SiteFooter />
      </>
    );
  }
  if (isRouteErrorResponse(error) && error.status < 500) {
    const { titleKey, messageKey } = clientErrorText(error.status, error.data);
    return (
      <main id="main" className="site-main">
        <section className="notice-page">
          <h1>{t(titleKey)}</h1>
          <p>{t(messageKey)}</p>
          <a className="button" href="/">
            {t("nav.home")}
          </a>
        </section>
      </main>
    );
  }
  return <RestartScreen />;
}


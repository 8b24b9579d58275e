import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { signInAndRedirect } from "~/web/sign-in-session.server";
import { clientOf, getCurrentUser } from "~/platform/guards.server";
import { finishSocialLogin } from "~/web/social-login.server";
import { findSocialProvider } from "~/modules/auth/index.server";

import { redirectWithToast } from "~/platform/toast.server";

/**
 * The provider sends the browser back here. Whatever goes wrong on the provider's side ends
 * on /login with a warning (never a 500 page); the reason is in the server log.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const provider = findSocialProvider(params.provider);
  if (!provider) throw new Response("Not found", { status: 404 });
  const locale = context.locale;
  const result = await finishSocialLogin(
    context.db,
    request,
    provider,
    { currentUser: await getCurrentUser(request, context), locale, ip: clientOf(request, context).ip },
    context.now,
  );
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  const values = { provider: provider.label };
  const login = result.redirectTo ? `/login?${new URLSearchParams({ redirectTo: result.redirectTo })}` : "/login";
  const { outcome } = result;

  switch (outcome.kind) {
    case "signedIn":
      return signInAndRedirect(request, context, outcome.user, {
        redirectTo: result.redirectTo,
        toast: { kind: "success", key: outcome.created ? "social:toast.welcome" : "social:toast.signedIn", values },
        extraHeaders: result.setCookies,
      });
    case "linked":
    case "alreadyLinked":
      return redirectWithToast(
        result.redirectTo ?? "/account",
        { kind: "success", key: outcome.kind === "linked" ? "social:toast.linked" : "social:toast.alreadyLinked", values },
        { headers },
      );
    case "identityTaken":
      return redirectWithToast(result.redirectTo ?? "/account", { kind: "warning", key: "social:errors.identityTaken", values }, { headers });
    case "confirmByCode":
      return redirect("/auth/link", { headers });
    case "rateLimited":
      return redirectWithToast(login, { kind: "warning", key: "social:errors.rateLimited" }, { headers });
    case "denied":
      return redirectWithToast(login, { kind: "warning", key: "social:errors.denied", values }, { headers });
    case "failed":
      return redirectWithToast(login, { kind: "warning", key: "social:errors.couldNotConnect", values }, { headers });
  }
}
